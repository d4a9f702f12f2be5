/** Every Astro Action, by domain. */
import { auth } from './auth.ts';
import { shops } from './shops.ts';
import { files } from './files.ts';

export const server = { auth, shops, files };
