/** Every Astro Action, by domain. */
import { auth } from './auth.ts';
import { shops } from './shops.ts';

export const server = { auth, shops };
