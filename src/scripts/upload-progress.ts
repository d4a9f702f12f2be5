/**
 * /files upload with progress (progressive enhancement: without JavaScript the form posts as before).
 * The same FormData goes to the same action URL with XMLHttpRequest (same origin, cookies included); a
 * <progress> shows the percent and the file names. On success the browser goes to the page the action
 * redirected to (the request's header keeps that redirect from taking the flash, so the page shows it);
 * a re-render with errors replaces the page's body; a network failure posts the form normally.
 */
import {
  ENGLISH_PROGRESS,
  UPLOAD_PROGRESS_HEADER,
  percentOf,
  progressText,
  uploadOutcome,
  type ProgressTexts,
} from '../lib/upload-progress.ts';

function showPage(html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  document.title = next.title;
  document.body.replaceWith(document.adoptNode(next.body));
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-upload-form]')) enhance(form);
  document.querySelector<HTMLElement>('[role="alert"], .field-error')?.scrollIntoView({ block: 'center' });
}

function enhance(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-upload-status]');
  const bar = status?.querySelector('progress');
  const text = status?.querySelector<HTMLElement>('[data-upload-text]');
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !bar || !text || !input) return;
  // The page's own sentences (UploadFilesForm); English if they are missing.
  let texts: ProgressTexts = ENGLISH_PROGRESS;
  try {
    texts = { ...ENGLISH_PROGRESS, ...(JSON.parse(status.dataset.progressTexts ?? '{}') as Partial<ProgressTexts>) };
  } catch {
    // Keep English.
  }
  let plain = false;

  form.addEventListener('submit', (event) => {
    if (plain || event.defaultPrevented) return;
    event.preventDefault();
    const names = [...(input.files ?? [])].map((f) => f.name);
    const xhr = new XMLHttpRequest();
    const fallback = () => {
      plain = true;
      status.hidden = true;
      if (button) button.disabled = false;
      form.requestSubmit();
    };
    let shown = -1;
    const update = (percent: number) => {
      bar.value = percent;
      // Announced in steps of 10%, so a screen reader is not flooded.
      if (percent === 100 || Math.floor(percent / 10) !== Math.floor(shown / 10)) text.textContent = progressText(names, percent, texts);
      shown = percent;
    };
    xhr.upload.addEventListener('progress', (e) => update(percentOf(e.loaded, e.lengthComputable ? e.total : 0)));
    xhr.upload.addEventListener('load', () => update(100));
    xhr.addEventListener('load', () => {
      const outcome = uploadOutcome(xhr.responseURL, xhr.getResponseHeader('content-type'));
      if (outcome === 'go') location.assign(xhr.responseURL);
      else if (outcome === 'show') showPage(xhr.responseText);
      else fallback();
    });
    xhr.addEventListener('error', fallback);
    xhr.addEventListener('abort', fallback);
    xhr.open('POST', form.action);
    xhr.setRequestHeader(UPLOAD_PROGRESS_HEADER, '1');
    xhr.send(new FormData(form));
    status.hidden = false;
    if (button) button.disabled = true;
    update(0);
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-upload-form]')) enhance(form);
