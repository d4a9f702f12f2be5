/** The shop foreign key of shop-owned rows (`shop_id`, deleted with the shop), next to the shops table it names. */
import { text } from 'drizzle-orm/pg-core';
import { shops } from './tables.ts';

/** `shop_id text not null references shops(id) on delete cascade`. */
export const shopId = () =>
  text('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
