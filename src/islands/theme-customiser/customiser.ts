/**
 * The theme customiser's live preview: the page frames the real storefront preview (/store/preview, drawn by the same
 * server templates as the storefront) in an iframe named `live-preview`. As the seller edits the customiser form
 * (which stays the way to save), this script posts the form's unsaved settings into that frame, debounced, so the
 * frame shows exactly the storefront with those settings; nothing is saved. It keeps the contrast warnings current
 * and asks before leaving with unsaved changes; a hero picture ticked in Files is put in the preview at once; it
 * reports through $toasts. Plain DOM, not React: hydrating React on this page cost a phone most of a second of
 * blocked main thread (Lighthouse total blocking time 930 ms, issue 25); ThemeCustomiser.astro draws its markup.
 */
import type { DisplayPrefs } from '../../../contract/format.ts';
import type { ThemeColourSet } from '../../../contract/theme-colours.ts';
import { contrastTexts } from '../../components/themes/contrast-texts.ts';
import { showToast } from '../../stores/toasts.ts';
import { mountToasts } from '../messages/toasts-dom.ts';
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

/** What the page gives the script (ThemeCustomiser.astro's data attributes). */
export interface CustomiserSetup {
  display: DisplayPrefs;
  /** The island's words, "unsaved changes" already naming the shop. */
  words: ThemeCustomiserWords;
}

/**
 * Starts the live preview for the markup in `root` (its status line and warnings list, hidden until now since they
 * mean nothing without JavaScript). Returns the function that stops it.
 */
export function startCustomiser(root: HTMLElement, { display, words }: CustomiserSetup): () => void {
  const form = document.getElementById('theme-form');
  const frame = document.querySelector(`iframe[name="${PREVIEW_FRAME}"]`);
  const status = root.querySelector<HTMLElement>('[data-testid="live-preview-status"]');
  const list = root.querySelector<HTMLElement>('[data-warnings]');
  if (!(form instanceof HTMLFormElement) || !(frame instanceof HTMLIFrameElement) || !status || !list) return () => {};
  const stopToasts = mountToasts(root, words.toasts);
  root.hidden = false;
  let dirty = false;
  let updating = false;
  let warnings: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showStatus = () => {
    status.textContent = updating ? words.updating : dirty ? words.unsaved : words.saved;
  };
  // The form's server-drawn warnings go stale as colours change: this list replaces them.
  document.getElementById('contrast-warnings')?.setAttribute('hidden', '');
  const check = () => {
    const colours = readColours(new FormData(form));
    const next = colours ? contrastTexts(colours, display, words) : [];
    // Becoming hard to read while editing says so once in a toast; the list below says what and by how much.
    if (dirty && next.length > 0 && warnings.length === 0) showToast('error', words.hardToRead);
    if (next.join('\n') === warnings.join('\n')) return;
    warnings = next;
    list.replaceChildren(
      ...warnings.map((text) => {
        const item = document.createElement('p');
        item.className = 'mt-2 rounded border border-warning bg-warning-soft px-3 py-2 text-warning-text';
        item.textContent = text;
        return item;
      }),
    );
  };
  const edited = (event: Event) => {
    // A hero's picture ticked in "Choose from your files" shows in the preview at once (saving checks it again).
    const picked = event.target;
    if (picked instanceof HTMLInputElement && picked.type === 'radio' && picked.dataset.imageUrl) {
      const address = picked.closest('[data-hero-image]')?.querySelector<HTMLInputElement>('input[data-image-address]');
      if (address) address.value = picked.dataset.imageUrl;
    }
    dirty = true;
    check();
    showStatus();
    clearTimeout(timer);
    timer = setTimeout(() => {
      updating = true;
      showStatus();
      postToFrame(new FormData(form));
    }, DEBOUNCE_MS);
  };
  const loaded = () => {
    updating = false;
    showStatus();
  };
  // A post of the form (save, add, move) is not leaving with unsaved changes; "Preview changes" stays on the page.
  const submitted = (event: SubmitEvent) => {
    if (event.submitter?.getAttribute('formtarget') === PREVIEW_FRAME) return;
    dirty = false;
    showStatus();
  };
  const warn = (event: BeforeUnloadEvent) => {
    if (dirty) event.preventDefault();
  };
  check();
  showStatus();
  // Typed before this script loaded (a slow phone): the preview catches up and leaving asks first (issue 25).
  if (typedBeforeLoad(form)) edited(new Event('input'));
  form.addEventListener('input', edited);
  form.addEventListener('change', edited);
  form.addEventListener('submit', submitted);
  frame.addEventListener('load', loaded);
  window.addEventListener('beforeunload', warn);
  return () => {
    window.removeEventListener('beforeunload', warn);
    clearTimeout(timer);
    form.removeEventListener('input', edited);
    form.removeEventListener('change', edited);
    form.removeEventListener('submit', submitted);
    frame.removeEventListener('load', loaded);
    stopToasts();
  };
}
