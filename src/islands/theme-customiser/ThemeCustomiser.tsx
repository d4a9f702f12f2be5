/**
 * The theme customiser's live preview: the page frames the real storefront preview (/store/preview, drawn by the same
 * server templates as the storefront) in an iframe named `live-preview`. As the seller edits the customiser form
 * (which stays the way to save), this island posts the form's unsaved settings into that frame, debounced, so the
 * frame shows exactly the storefront with those settings; nothing is saved. It keeps the contrast warnings current
 * and asks before leaving with unsaved changes; a hero picture ticked in Files is put in the preview at once. It reads the shop from the stores and reports through $toasts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { DisplayPrefs } from '../../../contract/format.ts';
import type { ThemeColourSet } from '../../../contract/theme-colours.ts';
import { contrastTexts } from '../../components/themes/contrast-texts.ts';
import { fill } from '../../i18n/island-words.ts';
import { $activeShop } from '../../stores/session.ts';
import { seedStores, type StoreSeed } from '../../stores/seed.ts';
import { showToast } from '../../stores/toasts.ts';
import { Toasts } from '../messages/Toasts.tsx';
import type { ThemeCustomiserWords } from './words.ts';

/** The frame the preview is drawn in, and where unsaved settings are posted (the storefront's home page). */
export const PREVIEW_FRAME = 'live-preview';
export const PREVIEW_ACTION = '/store/preview';
const DEBOUNCE_MS = 400;
const HEX = /^#[0-9a-f]{6}$/i;

/** The colours typed in the form, when all four are colours (else no warnings yet). */
export function readColours(data: FormData): ThemeColourSet | null {
  const get = (key: string) => {
    const value = data.get(`colours.${key}`);
    return typeof value === 'string' ? value : '';
  };
  const colours = { background: get('background'), text: get('text'), accent: get('accent'), accentText: get('accentText') };
  return Object.values(colours).every((c) => HEX.test(c)) ? colours : null;
}

/** Posts the form's fields into the preview frame with a detached form: no validation bubbles, no submit event. */
function postToFrame(data: FormData) {
  const post = document.createElement('form');
  post.method = 'post';
  post.action = PREVIEW_ACTION;
  post.target = PREVIEW_FRAME;
  post.hidden = true;
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    post.append(input);
  }
  document.body.append(post);
  HTMLFormElement.prototype.submit.call(post);
  post.remove();
}

/** Whether a field of the form holds something other than what the page was drawn with. */
export function typedBeforeLoad(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
      return field.type !== 'hidden' && field.type !== 'file' && field.value !== field.defaultValue;
    }
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement) {
      // With no option marked selected the page showed the first one.
      const drawn = [...field.options].findIndex((option) => option.defaultSelected);
      return field.selectedIndex !== Math.max(0, drawn);
    }
    return false;
  });
}

/** `words`: the island's words in the member's language (words.ts, resolved by the page: it ships no catalogue). */
export default function ThemeCustomiser(props: { seed: StoreSeed; display: DisplayPrefs; words: ThemeCustomiserWords }) {
  const { display, words } = props;
  seedStores(props.seed);
  const shop = useStore($activeShop);
  const [dirty, setDirty] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Read by beforeunload at once (a save's navigation starts before React re-renders).
  const unsaved = useRef(false);

  useEffect(() => {
    const form = document.getElementById('theme-form');
    const frame = document.querySelector(`iframe[name="${PREVIEW_FRAME}"]`);
    if (!(form instanceof HTMLFormElement) || !(frame instanceof HTMLIFrameElement)) return;
    // The form's server-drawn warnings go stale as colours change: the island's list replaces them.
    document.getElementById('contrast-warnings')?.setAttribute('hidden', '');
    const check = () => {
      const colours = readColours(new FormData(form));
      setWarnings(colours ? contrastTexts(colours, display, words) : []);
    };
    const edited = (event: Event) => {
      // A hero's picture ticked in "Choose from your files" shows in the preview at once (saving checks it again).
      const picked = event.target;
      if (picked instanceof HTMLInputElement && picked.type === 'radio' && picked.dataset.imageUrl) {
        const address = picked.closest('[data-hero-image]')?.querySelector<HTMLInputElement>('input[data-image-address]');
        if (address) address.value = picked.dataset.imageUrl;
      }
      unsaved.current = true;
      setDirty(true);
      check();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setUpdating(true);
        postToFrame(new FormData(form));
      }, DEBOUNCE_MS);
    };
    const loaded = () => setUpdating(false);
    // A post of the form (save, add, move) is not leaving with unsaved changes; "Preview changes" stays on the page.
    const submitted = (event: SubmitEvent) => {
      if (event.submitter?.getAttribute('formtarget') === PREVIEW_FRAME) return;
      unsaved.current = false;
      setDirty(false);
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    check();
    // Typed before this island loaded (a slow phone): the preview catches up and leaving asks first (issue 25).
    if (typedBeforeLoad(form)) edited(new Event('input'));
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    form.addEventListener('submit', submitted);
    frame.addEventListener('load', loaded);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      form.removeEventListener('input', edited);
      form.removeEventListener('change', edited);
      form.removeEventListener('submit', submitted);
      frame.removeEventListener('load', loaded);
    };
  }, []);
  const hardToRead = warnings.length > 0;
  useEffect(() => {
    if (dirty && hardToRead) showToast('error', words.hardToRead);
  }, [hardToRead]);

  return (
    <div>
      <Toasts />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="live-preview-status">
        {updating ? words.updating : dirty ? (shop ? fill(words.unsavedShop, { shop: shop.name }) : words.unsaved) : words.saved}
      </p>
      <div aria-live="polite">
        {warnings.map((w) => (
          <p key={w} className="mt-2 rounded border border-warning bg-warning-soft px-3 py-2 text-warning-text">
            {w}
          </p>
        ))}
      </div>
    </div>
  );
}
