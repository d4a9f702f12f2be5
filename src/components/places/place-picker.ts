/**
 * PlaceFields' script (issue 24 item 6): the area select follows the district select at once, the no-JS step button
 * goes, and a search box above the areas narrows them as the seller types (in Bangla or English). A district chosen
 * before this script arrived (a slow phone) is caught up with on start.
 */
import type { Locale } from '../../../contract/format.ts';
import { areaOptions, filterOptions, type PlaceKind, type PlaceOption } from '../../lib/place-options.ts';

/** Puts `options` in the select after its empty first choice (worded `empty`), keeping `selected` when it is there. */
function fill(select: HTMLSelectElement, empty: string, options: readonly PlaceOption[], selected: string) {
  select.replaceChildren(new Option(empty, ''), ...options.map((o) => new Option(o.label, o.value, false, o.value === selected)));
  if (!options.some((o) => o.value === selected)) select.value = '';
}

function enhance(box: HTMLElement) {
  const district = box.querySelector<HTMLSelectElement>('select[data-place-district]');
  const area = box.querySelector<HTMLSelectElement>('select[data-place-area]');
  if (!district || !area) return;
  const kind = (box.dataset.kind ?? 'district') as PlaceKind;
  const locale = (box.dataset.locale ?? 'en') as Locale;
  for (const step of box.querySelectorAll<HTMLElement>('[data-place-step]')) step.hidden = true;

  // The drawn list holds an old free-text area (first, marked); it stays a choice while the district is unchanged.
  const drawnFor = box.dataset.drawnFor ?? '';
  const earlier = [...area.options].find((o) => o.value && !areaOptions(kind, drawnFor, locale).some((a) => a.value === o.value));
  const optionsOf = (value: string) => {
    const options = areaOptions(kind, value, locale);
    return earlier && value === drawnFor ? [{ value: earlier.value, label: earlier.text }, ...options] : options;
  };
  let all = optionsOf(district.value);

  const filter = document.createElement('input');
  filter.type = 'search';
  filter.className = 'input mb-2';
  filter.setAttribute('aria-label', box.dataset.filterLabel ?? '');
  filter.placeholder = box.dataset.filterLabel ?? '';
  filter.setAttribute('aria-controls', area.id);
  filter.hidden = all.length === 0;
  area.before(filter);

  const empty = () => (district.value ? (box.dataset.chooseArea ?? '') : (box.dataset.districtFirst ?? ''));
  district.addEventListener('change', () => {
    all = optionsOf(district.value);
    filter.value = '';
    filter.hidden = all.length === 0;
    fill(area, empty(), all, '');
    // The form's own listeners (the order form's live totals) hear of the emptied area.
    area.dispatchEvent(new Event('change', { bubbles: true }));
  });
  filter.addEventListener('input', () => {
    const shown = filterOptions(all, filter.value);
    fill(area, empty(), shown, area.value);
    // One match is the seller's choice: take it, as a combobox would.
    if (shown.length === 1 && area.value !== shown[0]!.value) {
      area.value = shown[0]!.value;
      area.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  // Chosen before the script ran: the drawn list is another district's.
  if (district.value !== drawnFor) fill(area, empty(), all, area.value);
}

/** Enhances every PlaceFields on the page once. */
export function enhancePlaces(root: ParentNode) {
  for (const box of root.querySelectorAll<HTMLElement>('[data-place]:not([data-place-ready])')) {
    box.dataset.placeReady = '';
    enhance(box);
  }
}
