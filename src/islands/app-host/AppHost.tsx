/**
 * The host of an embedded app (/app/{handle}, issue 14; anchors §9.3): the app's page in a sandboxed iframe on its
 * own origin (scripts, forms and its own origin only; never top navigation), a loading state until the app says it
 * is ready, a timeout with Try again, and the postMessage bridge (contract/app-bridge.ts). Only messages from the
 * app's exact origin and its own frame count; the answers go to that exact origin. The bridge's actions: toast
 * (through `$toasts`, named after the app), navigate within the app, resize, and a fresh session token.
 */
import { actions } from 'astro:actions';
import { useEffect, useRef, useState } from 'react';
import { acceptAppMessage, BRIDGE_VERSION, type HostMessage } from '../../../contract/app-bridge.ts';
import { m } from '../../paraglide/messages.js';
import { showToast } from '../../stores/toasts.ts';
import { Toasts } from '../messages/Toasts.tsx';

export interface AppHostProps {
  handle: string;
  name: string;
  /** The app's origin, e.g. http://127.0.0.1:4324. */
  origin: string;
  entryPath: string;
  /** True when the app shares the dashboard's origin: then it gets no allow-same-origin (the sandbox would mean nothing). */
  sameOrigin: boolean;
  /** How long to wait for the app's "ready" before offering Try again. */
  timeoutMs?: number;
  /** The page's language (the island's own words). */
  locale?: 'en' | 'bn';
}

type Phase = 'loading' | 'ready' | 'timeout';

export default function AppHost({ handle, name, origin, entryPath, sameOrigin, timeoutMs = 15_000, locale = 'en' }: AppHostProps) {
  const language = { locale };
  const frame = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const [path, setPath] = useState(entryPath);
  const [height, setHeight] = useState(640);
  // The frame loads only once the bridge listens: an app's first messages (ready, a token request) are never lost.
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (phase !== 'loading' || !listening) return;
    const timer = setTimeout(() => setPhase((now) => (now === 'loading' ? 'timeout' : now)), timeoutMs);
    return () => clearTimeout(timer);
  }, [phase, attempt, path, timeoutMs, listening]);

  useEffect(() => {
    const answer = (message: HostMessage) => frame.current?.contentWindow?.postMessage(message, origin);
    const onMessage = (event: MessageEvent) => {
      const message = acceptAppMessage(event, { origin, frame: frame.current?.contentWindow ?? null });
      if (!message) return;
      switch (message.type) {
        case 'ready':
          setPhase('ready');
          break;
        case 'toast':
          showToast(message.kind, `${name}: ${message.message}`);
          break;
        case 'navigate':
          setPhase('loading');
          setPath(message.path);
          break;
        case 'resize':
          setHeight(message.height);
          break;
        case 'session-token': {
          const { requestId } = message;
          void actions.apps.sessionToken({ handle }).then(({ data, error }) =>
            answer(
              data
                ? { haat: BRIDGE_VERSION, type: 'session-token', requestId, token: data.token, expiresAt: data.expiresAt }
                : {
                    haat: BRIDGE_VERSION,
                    type: 'session-token-error',
                    requestId,
                    message: error?.message ?? m.apps_no_session_token({}, { locale }),
                  },
            ),
          );
          break;
        }
      }
    };
    window.addEventListener('message', onMessage);
    setListening(true);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, handle, name, locale]);

  const retry = () => {
    setPhase('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className="relative">
      <Toasts />
      {phase === 'loading' && (
        <p role="status" className="card absolute inset-x-0 top-0 text-ink-muted">
          {m.apps_loading({ name }, language)}
        </p>
      )}
      {phase === 'timeout' && (
        <div role="alert" className="card mb-3 flex flex-wrap items-center gap-3 border-error">
          <p className="flex-1">{m.apps_no_answer({ name }, language)}</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            {m.apps_try_again({}, language)}
          </button>
        </div>
      )}
      <iframe
        key={attempt}
        ref={frame}
        src={listening ? `${origin}${path}` : undefined}
        title={m.apps_page_title({ name }, language)}
        sandbox={sameOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin'}
        referrerPolicy="no-referrer"
        className={`block w-full rounded border border-border bg-white ${phase === 'ready' ? '' : 'invisible'}`}
        style={{ height }}
      />
    </div>
  );
}
