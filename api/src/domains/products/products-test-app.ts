/** The products tests' shared pieces: the answer shapes they read, a product with options and variants, and creating one. */
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';

export type Product = {
  id: string;
  title: string;
  handle: string;
  status: string;
  priceMin: number;
  priceMax: number;
  stockTotal: number;
  updatedAt: string;
  variants: { id: string; title: string; price: number; quantity: number; option1: string | null; option2: string | null }[];
  options: { name: string; values: string[] }[];
};
export type List = { response: { id: string; title: string; priceMin: number; stockTotal: number }[]; count: number };

/** A panjabi in two sizes and two colours, four variants with stock; `extra` overrides any field. */
export const shirt = (extra: Record<string, unknown> = {}) => ({
  title: 'Zorbo Test Panjabi',
  status: 'active',
  vendor: 'Aarong Test',
  tags: ['cotton', 'eid'],
  price: 150_000,
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['White', 'Blue'] },
  ],
  variants: [
    { option1: 'M', option2: 'White', price: 150_000, quantity: 3, sku: 'ZP-M-W' },
    { option1: 'M', option2: 'Blue', price: 150_000, quantity: 0, sku: 'ZP-M-B' },
    { option1: 'L', option2: 'White', price: 170_000, quantity: 2, sku: 'ZP-L-W' },
    { option1: 'L', option2: 'Blue', price: 170_000, quantity: 1, sku: 'ZP-L-B' },
  ],
  ...extra,
});

/** Creates a product through the API (expects 201) and returns it. */
export const createProduct = async (t: TestApp, body: unknown, token: string) => {
  const res = await t.post('/admin/products', body, token);
  expect(res.status).toBe(201);
  return (await res.json()) as Product;
};
