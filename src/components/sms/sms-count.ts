/**
 * The live count of the SMS settings page (/settings/sms): as the seller types a template, the characters, SMS parts
 * and cost of the message a sample order would get, and its preview. It takes over the count the server wrote under
 * each textarea and reads the textarea as it is when it starts, so what was typed before it loaded counts at once and
 * is never replaced. The words, the sample order and the reader's digits come from the server on the count element.
 */
import type { DisplayPrefs } from '../../../contract/format.ts';
import type { SmsValues } from '../../../contract/sms-count.ts';
import { smsCountText, type SmsCountWords } from '../../lib/sms-count-text.ts';

interface CountData {
  words: SmsCountWords;
  sample: SmsValues;
  display: DisplayPrefs;
}

function follow(counter: HTMLElement) {
  const field = document.getElementById(counter.dataset.smsCount ?? '');
  if (!(field instanceof HTMLTextAreaElement)) return;
  const { words, sample, display } = JSON.parse(counter.dataset.smsData ?? '{}') as CountData;
  const preview = document.getElementById(`${field.id}-preview`);
  const rule = document.getElementById(`${field.id}-rule`);
  const update = () => {
    const said = smsCountText(field.value, sample, words, display);
    counter.textContent = said.count;
    if (rule) rule.textContent = said.rule;
    if (preview) preview.textContent = said.preview;
  };
  field.addEventListener('input', update);
  update();
}

for (const counter of document.querySelectorAll<HTMLElement>('[data-sms-count]')) follow(counter);
