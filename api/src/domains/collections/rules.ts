/** SQL for a collection's membership: its manual product list, or its rules matched all or any. */
import { and, eq, exists, gt, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { collectionProducts, products } from '../../db/schema/index.ts';
import type { Rule } from '../../../../contract/collection.ts';
import { containsPattern } from '../../../../contract/like.ts';

/** `lower(column) LIKE '%text%'`, with the seller's % and _ taken literally. */
export const containsText = (column: SQL | AnyPgColumn, text: string): SQL =>
  sql`lower(${column}) like ${containsPattern(text.toLowerCase())}`;

function textRule(column: AnyPgColumn, rule: Rule): SQL {
  if (rule.operator === 'contains') return containsText(column, rule.value);
  const same = sql`lower(${column}) = ${rule.value.toLowerCase()}`;
  return rule.operator === 'not_equals' ? not(same) : same;
}

function numberRule(column: AnyPgColumn, rule: Rule): SQL {
  const n = Number(rule.value);
  if (rule.operator === 'greater_than') return gt(column, n);
  if (rule.operator === 'less_than') return lt(column, n);
  return rule.operator === 'not_equals' ? ne(column, n) : eq(column, n);
}

/** One rule as a condition on the products table. */
export function ruleCondition(rule: Rule): SQL {
  switch (rule.field) {
    case 'tag': {
      // tags @> ARRAY[value] uses the GIN index on tags.
      const has = sql`${products.tags} @> ARRAY[${rule.value}]::text[]`;
      return rule.operator === 'not_equals' ? not(has) : has;
    }
    case 'vendor':
      return textRule(products.vendor, rule);
    case 'product_type':
      return textRule(products.productType, rule);
    case 'price':
      return numberRule(products.priceMin, rule);
    case 'stock':
      return numberRule(products.stockTotal, rule);
  }
}

export type CollectionMembership = { id: string; kind: string; match: string; rules: Rule[] };

/** The condition "product is in this collection" for queries over products. */
export function membershipCondition(db: Db, collection: CollectionMembership): SQL {
  if (collection.kind === 'automatic') {
    const conditions = collection.rules.map(ruleCondition);
    if (conditions.length === 0) return sql`false`;
    return (collection.match === 'any' ? or(...conditions) : and(...conditions)) ?? sql`false`;
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(collectionProducts)
      .where(and(eq(collectionProducts.collectionId, collection.id), eq(collectionProducts.productId, products.id))),
  );
}
