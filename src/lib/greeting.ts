/** The home page's first line: a seller who has just signed up is welcomed, one coming back is welcomed back. */

/** An account this young is new: its first day, sign-up included. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function greeting(user: { name: string; createdAt?: string } | null, now: Date = new Date()): string {
  if (!user) return 'Welcome to Haat.';
  const created = user.createdAt ? Date.parse(user.createdAt) : Number.NaN;
  const isNew = !Number.isNaN(created) && now.getTime() - created < NEW_ACCOUNT_MS;
  return isNew ? `Welcome to Haat, ${user.name}.` : `Welcome back, ${user.name}.`;
}
