/**
 * Storefront themes (/admin/themes, key `themes`; a paid theme needs plan feature `buy_theme`). The themes live in
 * the repository: their ids, names and default settings here, their server-side templates in src/themes/<id>/.
 * A shop customises one draft (saved on the server), publishes it in one step and can roll back to the version
 * published before. The settings schema is the same for every theme: colours, a font from a short list, whether
 * the logo shows, and the home page's sections in order.
 */
import { z } from 'zod';
import { numberInput } from './normalise.ts';

export const THEME_IDS = ['bazaar', 'nakshi', 'monsoon'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export { THEME_FONTS, THEME_FONT_LABELS, THEME_FONT_STACKS, type ThemeFont } from './theme-colours.ts';
import { THEME_FONTS } from './theme-colours.ts';

export const SECTION_TYPES = ['hero', 'featured_collection', 'product_grid', 'latest_posts', 'rich_text'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const SECTION_LABELS: Record<SectionType, string> = {
  hero: 'Hero with image and text',
  featured_collection: 'Featured collection',
  product_grid: 'Product grid',
  latest_posts: 'Latest blog posts',
  rich_text: 'Rich text',
};
export const MAX_SECTIONS = 12;

const HEX = /^#[0-9a-f]{6}$/i;
const colour = z.string().trim().toLowerCase().regex(HEX, { error: 'Use a colour like #1a2b3c' });
const heading = z.string().trim().max(120, { error: 'Use at most 120 characters' }).default('');
/** An image address: a stored file (/media/…) or an https address. */
const IMAGE_URL = /^(\/media\/[\w./-]+|https:\/\/[^\s"'<>]+)$/;

export const SectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    heading,
    text: z.string().trim().max(500, { error: 'Use at most 500 characters' }).default(''),
    imageUrl: z
      .string()
      .trim()
      .max(2000)
      .regex(IMAGE_URL, { error: 'Use an image from your files (/media/…) or an https:// address' })
      .or(z.literal(''))
      .default(''),
    buttonLabel: z.string().trim().max(40).default(''),
  }),
  z.object({ type: z.literal('featured_collection'), heading, collectionId: z.string().trim().max(100).default('') }),
  z.object({
    type: z.literal('product_grid'),
    heading,
    count: z.preprocess(numberInput, z.coerce.number().int().min(2).max(24)).default(8),
  }),
  z.object({
    type: z.literal('latest_posts'),
    heading,
    count: z.preprocess(numberInput, z.coerce.number().int().min(1).max(12)).default(3),
  }),
  z.object({ type: z.literal('rich_text'), heading, html: z.string().max(20_000).default('') }),
]);
export type Section = z.output<typeof SectionSchema>;

export const ThemeColoursSchema = z.object({ background: colour, text: colour, accent: colour, accentText: colour });
export type ThemeColours = z.output<typeof ThemeColoursSchema>;
export type { ThemeColourSet } from './theme-colours.ts';
export const THEME_COLOUR_LABELS: Record<keyof ThemeColours, string> = {
  background: 'Background',
  text: 'Text',
  accent: 'Accent (buttons, links)',
  accentText: 'Text on buttons',
};

export const ThemeSettingsSchema = z.object({
  colours: ThemeColoursSchema,
  font: z.enum(THEME_FONTS, { error: 'Choose a font from the list' }),
  /** Show the logo from Logo and favicon in the header (else the shop's name). */
  showLogo: z.boolean(),
  sections: z.array(SectionSchema).max(MAX_SECTIONS, { error: `A home page holds at most ${MAX_SECTIONS} sections` }),
});
export type ThemeSettings = z.output<typeof ThemeSettingsSchema>;

export type ThemeInfo = { id: ThemeId; name: string; description: string; paid: boolean; defaults: ThemeSettings };

const commonSections = (hero: string): Section[] => [
  { type: 'hero', heading: hero, text: 'Made in Bangladesh, delivered to your door.', imageUrl: '', buttonLabel: 'Shop now' },
  { type: 'featured_collection', heading: 'Featured', collectionId: '' },
  { type: 'product_grid', heading: 'New arrivals', count: 8 },
  { type: 'latest_posts', heading: 'From the blog', count: 3 },
];

/** The themes kept in the repository (templates in src/themes/<id>/). */
export const THEMES: readonly ThemeInfo[] = [
  {
    id: 'bazaar',
    name: 'Bazaar',
    description: 'Bright and busy like a market street: big product grid, sticky menu bar.',
    paid: false,
    defaults: {
      colours: { background: '#ffffff', text: '#1f1f1f', accent: '#b4501a', accentText: '#ffffff' },
      font: 'poppins',
      showLogo: true,
      sections: commonSections('Fresh from our workshop'),
    },
  },
  {
    id: 'nakshi',
    name: 'Nakshi',
    description: 'Calm and crafted: serif type, centred header, room for stories.',
    paid: false,
    defaults: {
      colours: { background: '#fbf7f0', text: '#2b2118', accent: '#7a2e2e', accentText: '#ffffff' },
      font: 'serif',
      showLogo: true,
      sections: [
        ...commonSections('Handmade, stitch by stitch'),
        // Empty until the seller writes it: the live store leaves an empty section out (the customiser says so).
        { type: 'rich_text', heading: 'Our story', html: '' },
      ],
    },
  },
  {
    id: 'monsoon',
    name: 'Monsoon',
    description: 'Dark and dramatic for fashion and gadgets: full-width hero, bold accents.',
    paid: true,
    defaults: {
      colours: { background: '#111418', text: '#f1f3f5', accent: '#4cc9f0', accentText: '#111418' },
      font: 'system',
      showLogo: true,
      sections: commonSections('New season, new look'),
    },
  },
];

export const themeInfo = (id: string): ThemeInfo | undefined => THEMES.find((t) => t.id === id);
export const DEFAULT_THEME_ID: ThemeId = 'bazaar';

export const ThemeIdSchema = z.enum(THEME_IDS, { error: 'Choose one of the themes' });

/** PUT /admin/themes/draft: the whole draft. */
export const ThemeDraftSaveSchema = z.object({
  themeId: ThemeIdSchema,
  settings: ThemeSettingsSchema,
  version: z.number().int().nonnegative().optional(),
});
export type ThemeDraftSave = z.input<typeof ThemeDraftSaveSchema>;
/** POST /admin/themes/publish and /rollback: the version the seller saw. */
export const ThemeVersionSchema = z.object({ version: z.number().int().nonnegative().optional() });

const VersionedThemeSchema = z.object({ themeId: ThemeIdSchema, settings: ThemeSettingsSchema, at: z.string() });
export const ThemeStateSchema = z.object({
  themes: z.array(z.object({ id: ThemeIdSchema, name: z.string(), description: z.string(), paid: z.boolean(), available: z.boolean() })),
  /** The live theme (the default theme with its defaults until something is published). */
  published: VersionedThemeSchema,
  /** What was live before the last publish: one click puts it back. */
  previous: VersionedThemeSchema.nullable(),
  draft: VersionedThemeSchema.nullable(),
  version: z.number().int(),
});
export type ThemeState = z.infer<typeof ThemeStateSchema>;

export { contrastRatio, contrastWarnings, MIN_TEXT_CONTRAST } from './theme-colours.ts';

/** GET /admin/themes/collections: what a featured-collection section can show. */
export const ThemeCollectionsSchema = z.object({ response: z.array(z.object({ id: z.string(), title: z.string() })) });
