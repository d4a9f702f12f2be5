/**
 * `useSeededStores(seed)`: an island's hook for the shared session. In the browser it seeds `$session` and
 * `$activeShop` (seedStores) and reads them with useStore, so every island on the page sees the same, live values.
 * On the server, where stores are never written (module state is shared between requests), it answers the seed
 * itself, so a server-rendered island draws the same thing before and after hydration.
 */
import { useStore } from '@nanostores/react';
import { seedStores, type StoreSeed } from './seed.ts';
import { $activeShop, $session } from './session.ts';

/** The session and active shop an island draws with, seeded from its `seed` prop. */
export function useSeededStores(seed: StoreSeed): StoreSeed {
  const seeded = seedStores(seed);
  const session = useStore($session);
  const activeShop = useStore($activeShop);
  return seeded ? { session, activeShop, display: seed.display } : seed;
}
