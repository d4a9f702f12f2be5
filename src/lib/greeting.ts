import { m } from '../paraglide/messages.js';

/** The home page's first line: a seller who has just signed up is welcomed, one coming back is welcomed back. */

/** An account this young is new: its first day, sign-up included. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function greeting(user: { name: string; createdAt?: string } | null, now: Date = new Date()): string {
  if (!user) return m.home_welcome();
  const created = user.createdAt ? Date.parse(user.createdAt) : Number.NaN;
  const isNew = !Number.isNaN(created) && now.getTime() - created < NEW_ACCOUNT_MS;
  return isNew ? m.home_welcome_new({ name: user.name }) : m.home_welcome_back({ name: user.name });
}
