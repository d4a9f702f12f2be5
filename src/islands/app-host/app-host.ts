/**
 * The host of an embedded app (/app/{handle}, issue 14; anchors §9.3): the app's page in a sandboxed iframe on its
 * own origin (scripts, forms and its own origin only; never top navigation), a loading state until the app says it
 * is ready, a timeout with Try again, and the postMessage bridge (contract/app-bridge.ts). Only messages from the
 * app's exact origin and its own frame count; the answers go to that exact origin. The bridge's actions: toast
 * (through `$toasts`, named after the app), navigate within the app, resize, and a fresh session token.
 * Plain DOM over AppHost.astro's markup, not React: hydrating React cost a phone ~0.4 s of blocked main thread on
 * this page (Lighthouse, issue 25).
 */
import { actions } from 'astro:actions';
import { acceptAppMessage, BRIDGE_VERSION, type HostMessage } from '../../../contract/app-bridge.ts';
import { showToast } from '../../stores/toasts.ts';
import { mountToasts } from '../messages/toasts-dom.ts';
import type { ToastWords } from '../messages/words.ts';

/** What AppHost.astro gives the script, words in the page's language. */
export interface AppHostSetup {
  handle: string;
  name: string;
  /** The app's origin, e.g. http://127.0.0.1:4324. */
  origin: string;
  entryPath: string;
  /** How long to wait for the app's "ready" before offering Try again. */
  timeoutMs: number;
  words: { noSessionToken: string; toasts: ToastWords };
}

/** Runs the app in `root` (AppHost.astro's markup); returns the function that stops it. */
export function startAppHost(root: HTMLElement, { handle, name, origin, entryPath, timeoutMs, words }: AppHostSetup): () => void {
  let frame = root.querySelector('iframe');
  const loading = root.querySelector<HTMLElement>('[data-app-loading]');
  const timedOut = root.querySelector<HTMLElement>('[data-app-timeout]');
  if (!frame || !loading || !timedOut) return () => {};
  const stopToasts = mountToasts(root, words.toasts);
  let path = entryPath;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setPhase = (phase: 'loading' | 'ready' | 'timeout') => {
    loading.hidden = phase !== 'loading';
    timedOut.hidden = phase !== 'timeout';
    frame?.classList.toggle('invisible', phase !== 'ready');
    clearTimeout(timer);
    if (phase === 'loading') timer = setTimeout(() => setPhase('timeout'), timeoutMs);
  };
  /** Loads the app's `path`; `fresh` puts a new frame in (Try again), as a reload of a dead frame may not come. */
  const open = (fresh: boolean) => {
    if (fresh && frame) {
      const next = frame.cloneNode(false) as HTMLIFrameElement;
      next.style.height = frame.style.height;
      frame.replaceWith(next);
      frame = next;
    }
    setPhase('loading');
    if (frame) frame.src = `${origin}${path}`;
  };

  const answer = (message: HostMessage) => frame?.contentWindow?.postMessage(message, origin);
  const onMessage = (event: MessageEvent) => {
    const message = acceptAppMessage(event, { origin, frame: frame?.contentWindow ?? null });
    if (!message) return;
    switch (message.type) {
      case 'ready':
        setPhase('ready');
        break;
      case 'toast':
        showToast(message.kind, `${name}: ${message.message}`);
        break;
      case 'navigate':
        path = message.path;
        open(false);
        break;
      case 'resize':
        if (frame) frame.style.height = `${message.height}px`;
        break;
      case 'session-token': {
        const { requestId } = message;
        void actions.apps
          .sessionToken({ handle })
          .then(({ data, error }) =>
            answer(
              data
                ? { haat: BRIDGE_VERSION, type: 'session-token', requestId, token: data.token, expiresAt: data.expiresAt }
                : { haat: BRIDGE_VERSION, type: 'session-token-error', requestId, message: error?.message ?? words.noSessionToken },
            ),
          );
        break;
      }
    }
  };
  const retry = () => open(true);
  timedOut.querySelector('button')?.addEventListener('click', retry);
  // The frame loads only once the bridge listens: an app's first messages (ready, a token request) are never lost.
  window.addEventListener('message', onMessage);
  open(false);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    timedOut.querySelector('button')?.removeEventListener('click', retry);
    stopToasts();
  };
}
