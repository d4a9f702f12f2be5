/**
 * The theme customiser's live preview: it reads the customiser form (which stays the way to save) on every change
 * and draws a small home page in the chosen colours, font and section order, with the contrast warnings; leaving
 * with unsaved changes asks first. It never fetches: the full storefront preview is one click away.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { contrastWarnings, THEME_FONT_STACKS, type ThemeColourSet, type ThemeFont } from '../../../contract/theme-colours.ts';
import { $activeShop } from '../../stores/session.ts';
import { seedStores, type StoreSeed } from '../../stores/seed.ts';
import { showToast } from '../../stores/toasts.ts';
import { Toasts } from '../messages/Toasts.tsx';

type Section = { type: string; heading: string; text: string; buttonLabel: string; count: number };
type Look = { colours: ThemeColourSet; font: ThemeFont; showLogo: boolean; sections: Section[] };

const HEX = /^#[0-9a-f]{6}$/i;

/** The form's current settings (whatever is typed; bad colours fall back to black on white). */
export function readLook(form: HTMLFormElement): Look {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const colour = (name: string, fallback: string) => (HEX.test(text(name)) ? text(name) : fallback);
  const sections: Section[] = [];
  for (let i = 0; data.has(`sections.${i}.type`); i++) {
    sections.push({
      type: text(`sections.${i}.type`),
      heading: text(`sections.${i}.heading`),
      text: text(`sections.${i}.text`),
      buttonLabel: text(`sections.${i}.buttonLabel`),
      count: Math.min(8, Number(text(`sections.${i}.count`)) || 4),
    });
  }
  return {
    colours: {
      background: colour('colours.background', '#ffffff'),
      text: colour('colours.text', '#000000'),
      accent: colour('colours.accent', '#000000'),
      accentText: colour('colours.accentText', '#ffffff'),
    },
    font: (text('font') || 'poppins') as ThemeFont,
    showLogo: data.has('showLogo'),
    sections,
  };
}

function SectionPreview({ section, look }: { section: Section; look: Look }) {
  const { colours } = look;
  const cards = (n: number, label: string) => (
    <div className="grid grid-cols-2 gap-2">
      {Array.from({ length: Math.min(n, 4) }, (_, i) => (
        <div key={i} className="rounded border p-2" style={{ borderColor: colours.text + '33' }}>
          <div className="mb-1 h-10 rounded" style={{ background: colours.text + '1a' }} />
          {label} {i + 1}
        </div>
      ))}
    </div>
  );
  return (
    <div className="px-3 py-3" data-preview-section={section.type}>
      {section.heading && <p className="mb-2 font-semibold">{section.heading}</p>}
      {section.type === 'hero' && (
        <div className="rounded p-3" style={{ background: colours.text + '12' }}>
          <p className="mb-2">{section.text}</p>
          {section.buttonLabel && (
            <span className="inline-block rounded px-3 py-1" style={{ background: colours.accent, color: colours.accentText }}>
              {section.buttonLabel}
            </span>
          )}
        </div>
      )}
      {section.type === 'featured_collection' && cards(4, 'Product')}
      {section.type === 'product_grid' && cards(section.count, 'Product')}
      {section.type === 'latest_posts' && cards(section.count, 'Post')}
      {section.type === 'rich_text' && <p style={{ opacity: 0.8 }}>Your text…</p>}
    </div>
  );
}

export default function ThemeCustomiser(props: { seed: StoreSeed; shopName: string }) {
  seedStores(props.seed);
  const shop = useStore($activeShop);
  const [look, setLook] = useState<Look | null>(null);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    const form = document.getElementById('theme-form');
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => setLook(readLook(form));
    const edited = () => (setDirty(true), update());
    update();
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    // A post of the form (save, add, move) is not leaving with unsaved changes.
    const submitted = () => setDirty(false);
    form.addEventListener('submit', submitted);
    return () => {
      form.removeEventListener('input', edited);
      form.removeEventListener('change', edited);
      form.removeEventListener('submit', submitted);
    };
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const warnings = look ? contrastWarnings(look.colours) : [];
  useEffect(() => {
    // The form's server-drawn warnings go stale as colours change: the island's list replaces them.
    document.getElementById('contrast-warnings')?.setAttribute('hidden', '');
  }, []);
  useEffect(() => {
    if (dirty && warnings.length > 0) showToast('error', 'Some colours are hard to read together: see the warnings under the preview.');
  }, [warnings.length > 0]);
  if (!look) return null;
  const { colours } = look;
  return (
    <section aria-labelledby="live-preview" className="lg:sticky lg:top-4 lg:self-start">
      <Toasts />
      <h2 id="live-preview" className="mb-2">
        Live preview {dirty && <span className="text-ink-muted">(unsaved)</span>}
      </h2>
      <div
        className="overflow-hidden rounded border border-border"
        data-testid="live-preview"
        style={{ background: colours.background, color: colours.text, fontFamily: THEME_FONT_STACKS[look.font] ?? 'sans-serif' }}
      >
        <div className="flex items-center justify-between px-3 py-2" style={{ borderBottom: `1px solid ${colours.text}22` }}>
          <strong>{look.showLogo ? `[logo] ${shop?.name ?? props.shopName}` : (shop?.name ?? props.shopName)}</strong>
          <span style={{ color: colours.accent }}>Menu</span>
        </div>
        {look.sections.map((section, i) => (
          <SectionPreview key={i} section={section} look={look} />
        ))}
        <div className="px-3 py-2 text-sm" style={{ borderTop: `1px solid ${colours.text}22` }}>
          © {shop?.name ?? props.shopName}
        </div>
      </div>
      <div aria-live="polite">
        {warnings.map((w) => (
          <p key={w} className="mt-2 rounded border border-warning bg-warning-soft px-3 py-2 text-warning-text">
            {w}
          </p>
        ))}
      </div>
    </section>
  );
}
