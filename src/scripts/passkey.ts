/**
 * The passkey buttons (issue 22 item 9): "Sign in with a passkey", "Use a passkey" and "Add a passkey", a progressive
 * enhancement of forms that work without them. Each button [data-passkey] stays hidden until this script finds
 * WebAuthn in the browser. A click asks the button's action for options, lets the browser make or use a passkey,
 * puts the answer (JSON) into the form's hidden field and submits the form; the page's action does the rest, as it
 * does for a typed code. The WebAuthn helpers and the actions client load on the first click only, so the pages
 * that carry a button stay light.
 */
type ActionCall = (input?: FormData) => Promise<{ data?: unknown; error?: unknown }>;

/** Submits `form` as its first submit button would (its name and value included), past the browser's checks. */
function submit(form: HTMLFormElement): void {
  const submitter = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submitter?.name) {
    const carried = document.createElement('input');
    carried.type = 'hidden';
    carried.name = submitter.name;
    carried.value = submitter.value;
    form.append(carried);
  }
  form.submit();
}

async function run(button: HTMLButtonElement): Promise<void> {
  const form = button.closest('form');
  const status = button.parentElement?.querySelector<HTMLElement>('[data-passkey-status]');
  const answerField = form?.querySelector<HTMLInputElement>(`input[name="${button.dataset.field}"]`);
  if (!form || !answerField) return;
  const registering = button.dataset.passkey === 'register';
  button.disabled = true;
  try {
    const [{ actions }, webauthn] = await Promise.all([import('astro:actions'), import('@simplewebauthn/browser')]);
    const [group = '', name = ''] = (button.dataset.options ?? '').split('.');
    const call = (actions as unknown as Record<string, Record<string, ActionCall>>)[group]?.[name];
    if (!call) throw new Error(`No action ${button.dataset.options}`);
    const result = registering ? await call(new FormData(form)) : await call();
    if (result.error || !result.data) {
      // Adding a passkey may need a fresh factor first: the form's own action asks for it in place.
      if (registering) return submit(form);
      throw new Error('No options');
    }
    const optionsJSON = result.data as Parameters<typeof webauthn.startAuthentication>[0]['optionsJSON'];
    const answer = registering
      ? await webauthn.startRegistration({
          optionsJSON: optionsJSON as unknown as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'],
        })
      : await webauthn.startAuthentication({ optionsJSON });
    answerField.value = JSON.stringify(answer);
    // The options call already gave the typed factor; a code is good once, so it is not sent again.
    if (registering) form.querySelectorAll<HTMLInputElement>('[name="factorCode"], [name="factorPassword"]').forEach((f) => f.remove());
    submit(form);
  } catch {
    button.disabled = false;
    if (status) {
      status.textContent = button.dataset.failed ?? '';
      status.hidden = false;
    }
  }
}

if (window.PublicKeyCredential) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-passkey]')) {
    button.hidden = false;
    for (const note of document.querySelectorAll<HTMLElement>('[data-passkey-hidden-with-js]')) note.hidden = true;
    for (const part of document.querySelectorAll<HTMLElement>('[data-passkey-shown-with-js]')) part.hidden = false;
    button.addEventListener('click', () => void run(button));
  }
}
