/** The toolbar's icons: small line drawings, decorative (each button carries its own label). */
import type { ReactNode } from 'react';

export type IconName =
  'alignLeft' | 'alignCenter' | 'alignRight' | 'alignJustify' | 'bulletList' | 'orderedList' | 'indent' | 'outdent' | 'link' | 'video';

const lines = (rows: [number, number][]) =>
  rows.map(([x1, x2], index) => <line key={index} x1={x1} x2={x2} y1={5 + index * 4.67} y2={5 + index * 4.67} />);

const PATHS: Record<IconName, ReactNode> = {
  alignLeft: lines([
    [3, 21],
    [3, 15],
    [3, 21],
    [3, 13],
  ]),
  alignCenter: lines([
    [3, 21],
    [6, 18],
    [3, 21],
    [7, 17],
  ]),
  alignRight: lines([
    [3, 21],
    [9, 21],
    [3, 21],
    [11, 21],
  ]),
  alignJustify: lines([
    [3, 21],
    [3, 21],
    [3, 21],
    [3, 21],
  ]),
  bulletList: (
    <>
      {lines([
        [9, 21],
        [9, 21],
        [9, 21],
      ])}
      <circle cx="4" cy="5" r="1" />
      <circle cx="4" cy="9.67" r="1" />
      <circle cx="4" cy="14.33" r="1" />
    </>
  ),
  orderedList: (
    <>
      {lines([
        [10, 21],
        [10, 21],
        [10, 21],
      ])}
      <path d="M4 3.5h1v3M4 8.5h2l-2 3h2M4 13h2v3H4" strokeWidth="1.2" />
    </>
  ),
  indent: (
    <>
      {lines([
        [3, 21],
        [11, 21],
        [11, 21],
        [3, 21],
      ])}
      <path d="M3 9l4 2.5L3 14z" />
    </>
  ),
  outdent: (
    <>
      {lines([
        [3, 21],
        [11, 21],
        [11, 21],
        [3, 21],
      ])}
      <path d="M7 9l-4 2.5L7 14z" />
    </>
  ),
  link: <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
  video: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="3" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
};

/** An inline 18 px icon drawn with currentColor. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
