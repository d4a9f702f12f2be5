/**
 * Push to this device (issue 27 item 4), on /notifications/settings: subscribes the browser with the Store API's
 * VAPID public key through the page's service worker (public/sw.js), and stores or removes the subscription through
 * the notifications actions. Shows its buttons only where push can work; the texts come from the page.
 */
import { actions } from 'astro:actions';

const box = document.querySelector<HTMLElement>('[data-push]');
const texts = document.querySelector<HTMLElement>('[data-push-texts]')?.dataset ?? {};
const status = box?.querySelector<HTMLElement>('[data-push-status]');
const on = box?.querySelector<HTMLButtonElement>('[data-push-on]');
const off = box?.querySelector<HTMLButtonElement>('[data-push-off]');

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function show(subscribed: boolean, message?: string): void {
  if (!status || !on || !off) return;
  status.textContent = message ?? (subscribed ? texts.on : texts.off) ?? '';
  on.hidden = subscribed;
  off.hidden = !subscribed;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? navigator.serviceWorker.ready;
}

async function subscribe(): Promise<void> {
  if (!box?.dataset.vapid) return;
  if ((await Notification.requestPermission()) !== 'granted') return show(false, texts.denied);
  try {
    const reg = await registration();
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(box.dataset.vapid) });
    const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    const { error } = await actions.notifications.subscribePush({ endpoint: json.endpoint, keys: json.keys });
    if (error) throw error;
    show(true);
  } catch {
    show(false, texts.failed);
  }
}

async function unsubscribe(): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (sub) {
    await actions.notifications.unsubscribePush({ endpoint: sub.endpoint });
    await sub.unsubscribe();
  }
  show(false);
}

if (box && status && on && off) {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    status.textContent = texts.unsupported ?? '';
  } else if (Notification.permission === 'denied') {
    status.textContent = texts.denied ?? '';
  } else {
    on.addEventListener('click', () => void subscribe());
    off.addEventListener('click', () => void unsubscribe());
    void registration()
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => show(sub !== null));
  }
}
