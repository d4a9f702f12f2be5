/**
 * The theme customiser's form: colours (`colours.background` …), `font`, `showLogo`, and the home sections as rows
 * (`sections.N.type`, `.heading`, `.text`, `.imageUrl`, `.buttonLabel`, `.collectionId`, `.count`, `.html`); the
 * button pressed is `op` (`save`, `add:<type>`, `up:N`, `down:N`, `remove:N`, and a hero's `image:N` and
 * `image-remove:N`). A hero's picture is uploaded (`.newImage`) or picked from Files (`.pickFileId`) by the action
 * before this reads the form; rich text is the rich-text field's post (`.html` with `.html.format` and
 * `.html.original`). The live preview island reads the same fields.
 */
import { moveItem } from './reorder.ts';
import { richTextFromForm } from '../../contract/rich-text-plain.ts';
import type { FileSizes } from '../../contract/files.ts';
import { SECTION_TYPES, ThemeSettingsSchema, type Section, type SectionType, type ThemeSettings } from '../../contract/themes.ts';
import { sectionLabel } from '../components/themes/labels.ts';
import { m } from '../paraglide/messages.js';

const blankSection = (type: SectionType): Section => {
  switch (type) {
    case 'hero':
      return { type, heading: 'A new hero', text: '', imageUrl: '', buttonLabel: 'Shop now' };
    case 'featured_collection':
      return { type, heading: 'Featured', collectionId: '' };
    case 'product_grid':
      return { type, heading: 'Products', count: 8 };
    case 'latest_posts':
      return { type, heading: 'From the blog', count: 3 };
    case 'rich_text':
      return { type, heading: '', html: '' };
  }
};

/** The address a hero shows for a picture of Files: its large size (made for wide screens), else the original. */
export const heroImageUrl = (sizes: FileSizes): string =>
  sizes.large ?? sizes.original ?? sizes.medium ?? sizes.small ?? sizes.thumbnail ?? '';

/** The HTML of a rich-text section as posted: plain text from the field without JavaScript becomes paragraphs. */
const postedHtml = (values: Record<string, string>, name: string) =>
  values[name] === undefined ? undefined : richTextFromForm({ get: (key: string) => values[key] }, name);

/** A posted form's values with each rich-text section's HTML as it was posted (for the form re-rendered after a refusal). */
export function withPostedHtml(values: Record<string, string>): Record<string, string> {
  const out = { ...values };
  for (const key of Object.keys(values)) if (/^sections\.\d+\.html$/.test(key)) out[key] = postedHtml(values, key) ?? '';
  return out;
}

/** The settings as the form's fields hold them, without checking (the preview draws whatever is typed). */
export function rawSettings(values: Record<string, string>): { settings: unknown; rowCount: number } {
  const sections: Record<string, unknown>[] = [];
  for (let i = 0; values[`sections.${i}.type`] !== undefined; i++) {
    const field = (name: string) => values[`sections.${i}.${name}`];
    const section: Record<string, unknown> = { type: field('type'), heading: field('heading') ?? '' };
    for (const name of ['text', 'imageUrl', 'buttonLabel', 'collectionId', 'count']) {
      if (field(name) !== undefined) section[name] = field(name);
    }
    const html = postedHtml(values, `sections.${i}.html`);
    if (html !== undefined) section.html = html;
    sections.push(section);
  }
  return {
    settings: {
      colours: {
        background: values['colours.background'],
        text: values['colours.text'],
        accent: values['colours.accent'],
        accentText: values['colours.accentText'],
      },
      font: values.font,
      showLogo: values.showLogo === 'on' || values.showLogo === 'true',
      sections,
    },
    rowCount: sections.length,
  };
}

export type ThemeFormResult =
  | { ok: true; themeId: string; version: number | undefined; settings: ThemeSettings; message: string }
  | { ok: false; fields: Record<string, string> };

/** Reads the posted form, applies the button pressed (add, move or remove a section) and checks the settings. */
export function readThemeForm(values: Record<string, string>): ThemeFormResult {
  const parsed = ThemeSettingsSchema.safeParse(rawSettings(values).settings);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return { ok: false, fields };
  }
  const settings = parsed.data;
  const op = values.op ?? 'save';
  let message = m.themes_draft_saved();
  const add = /^add:(\w+)$/.exec(op);
  const move = /^(up|down|remove):(\d+)$/.exec(op);
  const image = /^image(-remove)?:(\d+)$/.exec(op);
  if (add && (SECTION_TYPES as readonly string[]).includes(add[1]!)) {
    settings.sections = [...settings.sections, blankSection(add[1] as SectionType)];
    message = m.themes_section_added({ section: sectionLabel(add[1] as SectionType) });
  } else if (move) {
    const i = Number(move[2]);
    if (move[1] === 'remove') settings.sections = settings.sections.filter((_, j) => j !== i);
    else settings.sections = moveItem(settings.sections, i, move[1] === 'up' ? i - 1 : i + 1);
    message = move[1] === 'remove' ? m.themes_section_removed() : m.themes_section_moved();
  } else if (image) {
    // The action has already put the picture in (or taken it out of) the hero's fields.
    message = image[1] ? m.themes_image_removed() : m.themes_image_saved();
  }
  const version = Number(values.version);
  return { ok: true, themeId: values.themeId ?? '', version: Number.isInteger(version) ? version : undefined, settings, message };
}

/** Form values of saved settings (for a form re-rendered without a failed post). */
export function settingsValues(settings: ThemeSettings): Record<string, string> {
  const out: Record<string, string> = {
    'colours.background': settings.colours.background,
    'colours.text': settings.colours.text,
    'colours.accent': settings.colours.accent,
    'colours.accentText': settings.colours.accentText,
    font: settings.font,
    showLogo: settings.showLogo ? 'on' : '',
  };
  settings.sections.forEach((section, i) => {
    for (const [key, value] of Object.entries(section)) out[`sections.${i}.${key}`] = String(value);
  });
  return out;
}
