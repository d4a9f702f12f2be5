/**
 * The postMessage bridge between the dashboard and an embedded app (issue 14): a versioned envelope
 * `{ haat: 1, type, … }` and a short list of actions an app may ask for. Anything else is ignored. No zod here:
 * the dashboard's app host island imports this file and must stay small.
 */

/** Version of the envelope: every message carries `haat: 1`. */
export const BRIDGE_VERSION = 1;

/** What an app may ask of the dashboard. */
export type AppMessage =
  /** The app's page is up (ends the dashboard's loading state). */
  | { type: 'ready' }
  /** A toast in the dashboard (through `$toasts`). */
  | { type: 'toast'; kind: 'success' | 'error'; message: string }
  /** Another page of the app itself: a path on the app's own origin, never another site. */
  | { type: 'navigate'; path: string }
  /** The height the app's page needs, in CSS pixels. */
  | { type: 'resize'; height: number }
  /** A fresh session token for the app's next call to its server. */
  | { type: 'session-token'; requestId: string };

/** What the dashboard sends the app. */
export type HostMessage =
  | { haat: typeof BRIDGE_VERSION; type: 'session-token'; requestId: string; token: string; expiresAt: number }
  | { haat: typeof BRIDGE_VERSION; type: 'session-token-error'; requestId: string; message: string };

export const MIN_APP_HEIGHT = 100;
export const MAX_APP_HEIGHT = 5000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null);

/** A path on the app's origin: starts with one `/` (not `//` or `/\`), no control characters. */
export function isAppPath(path: string): boolean {
  const controls = [...path].some((char) => char.charCodeAt(0) < 0x20);
  return /^\/(?![/\\])/.test(path) && path.length <= 500 && !path.includes('\\') && !controls;
}

/** The message an app sent, or null when it is not a well-formed action of this version. */
export function parseAppMessage(data: unknown): AppMessage | null {
  if (!isRecord(data) || data.haat !== BRIDGE_VERSION) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'toast': {
      const message = text(data.message, 200);
      return message ? { type: 'toast', kind: data.kind === 'error' ? 'error' : 'success', message } : null;
    }
    case 'navigate':
      return typeof data.path === 'string' && isAppPath(data.path) ? { type: 'navigate', path: data.path } : null;
    case 'resize': {
      const height = data.height;
      if (typeof height !== 'number' || !Number.isFinite(height)) return null;
      return { type: 'resize', height: Math.round(Math.min(MAX_APP_HEIGHT, Math.max(MIN_APP_HEIGHT, height))) };
    }
    case 'session-token': {
      const requestId = text(data.requestId, 64);
      return requestId ? { type: 'session-token', requestId } : null;
    }
    default:
      return null;
  }
}

/**
 * The bridge's gate: a message counts only when it comes from the app's exact origin AND from the app's own
 * frame (`event.source` is the iframe's window), so another window or site posting at the dashboard is ignored.
 */
export function acceptAppMessage(
  event: { origin: string; source: unknown; data: unknown },
  app: { origin: string; frame: unknown },
): AppMessage | null {
  if (!app.frame || event.origin !== app.origin || event.source !== app.frame) return null;
  return parseAppMessage(event.data);
}
