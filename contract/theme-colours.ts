/**
 * The parts of the theme settings the customiser island needs in the browser, kept free of zod so the island
 * stays small: the font list and the colour contrast check (ARCHITECTURE.md "Theme and accessibility").
 */

export const THEME_FONTS = ['poppins', 'system', 'serif', 'rounded'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];
export const THEME_FONT_LABELS: Record<ThemeFont, string> = {
  poppins: 'Poppins',
  system: 'System sans-serif',
  serif: 'Serif (Georgia)',
  rounded: 'Rounded (Trebuchet)',
};
/** The CSS font stack of each font: only fonts the dashboard ships or every phone has (no font downloads). */
export const THEME_FONT_STACKS: Record<ThemeFont, string> = {
  poppins: 'Poppins, sans-serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: '"Trebuchet MS", "Segoe UI", sans-serif',
};

/** A theme's four colours, #rrggbb. */
export type ThemeColourSet = { background: string; text: string; accent: string; accentText: string };

// ---- Contrast (ARCHITECTURE.md "Theme and accessibility": text needs 4.5:1) ----

const channel = (hex: string, at: number) => {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const MIN_TEXT_CONTRAST = 4.5;

/** Warnings for colour pairs below 4.5:1: text on background, links on background, button text on buttons. */
export function contrastWarnings(colours: ThemeColourSet): string[] {
  const pairs: [string, string, string][] = [
    [colours.text, colours.background, 'Text on the background'],
    [colours.accent, colours.background, 'Links (accent) on the background'],
    [colours.accentText, colours.accent, 'Text on buttons'],
  ];
  return pairs.flatMap(([fg, bg, what]) => {
    const ratio = contrastRatio(fg, bg);
    return ratio < MIN_TEXT_CONTRAST
      ? [
          `${what} is ${ratio.toFixed(1)}:1, below ${MIN_TEXT_CONTRAST}:1 — hard to read for many shoppers. Pick a darker or lighter colour.`,
        ]
      : [];
  });
}
