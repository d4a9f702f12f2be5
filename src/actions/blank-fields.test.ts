/**
 * Optional fields left empty must pass every form's input schema (issue 8, defect 1). Astro's form actions hand an
 * empty field to the schema as null, not '', so each action is called here with a real FormData: an input error
 * means the form is refused before it reaches the Store API; "Please sign in again." means the input passed and
 * the handler began (these calls carry no session).
 */
import { describe, expect, it } from 'vitest';
import { isInputError, type ActionAPIContext } from 'astro:actions';
import { emptyDraft } from '../lib/product-draft.ts';
import { draftFromForm, draftToInput } from '../lib/product-form.ts';
import { collectionDraftFromForm, collectionDraftToInput } from '../lib/collection-form.ts';
import { ProductInputSchema } from '../../contract/product.ts';
import { CollectionInputSchema } from '../../contract/collection.ts';
import { customers } from './customers.ts';
import { inventory } from './inventory.ts';
import { orders } from './orders.ts';
import { storeSettings } from './store-settings.ts';

type FormAction = { orThrow: (this: ActionAPIContext, input: FormData) => Promise<unknown> };

/** What the action's input check said: 'passed', or the field errors it gave. */
async function inputCheck(action: FormAction, fields: Record<string, string>): Promise<'passed' | Record<string, string[] | undefined>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  try {
    await action.orThrow.call({ locals: {} } as ActionAPIContext, form);
  } catch (error) {
    if (isInputError(error)) return error.fields;
    if (error instanceof Error && error.message === 'Please sign in again.') return 'passed';
    throw error;
  }
  throw new Error('The action ran without a session');
}

describe('optional fields left empty', () => {
  it('save a customer with empty notes, tags and email', async () => {
    expect(await inputCheck(customers.update, { id: 'c1', name: 'Rahima', phone: '01711000000', email: '', notes: '', tags: '' })).toBe(
      'passed',
    );
  });

  it('save a customer with tags but empty notes, and notes but empty tags', async () => {
    const base = { id: 'c1', name: 'Rahima', phone: '01711000000', email: '' };
    expect(await inputCheck(customers.update, { ...base, notes: '', tags: 'vip, dhaka' })).toBe('passed');
    expect(await inputCheck(customers.update, { ...base, notes: 'Calls after 6 pm', tags: '' })).toBe('passed');
  });

  it('still refuse a customer without a name', async () => {
    const fields = await inputCheck(customers.update, { id: 'c1', name: '', phone: '01711000000', email: '', notes: '', tags: '' });
    expect(fields).toMatchObject({ name: ['Enter the customer’s name'] });
  });

  it('save the business settings with every optional field empty', async () => {
    const empty = [
      'legalName',
      'email',
      'phone',
      'addressLine1',
      'addressLine2',
      'area',
      'district',
      'postcode',
      'country',
      'tradeLicence',
      'bin',
    ];
    expect(await inputCheck(storeSettings.saveBusiness, { name: 'Dhaka Crafts', ...Object.fromEntries(empty.map((f) => [f, ''])) })).toBe(
      'passed',
    );
  });

  it('adjust stock with an empty note, and without a variant', async () => {
    const row = { productId: 'p1', variantId: '', change: '5', reason: 'received', returnTo: '/settings/inventory' };
    expect(await inputCheck(inventory.adjust, { ...row, note: '' })).toBe('passed');
    expect(await inputCheck(inventory.adjust, row)).toBe('passed');
  });

  it('save the inventory settings with both boxes unticked', async () => {
    expect(await inputCheck(inventory.saveSettings, { lowStockThreshold: '5', returnTo: '' })).toBe('passed');
  });

  it('name the empty required field in its own words, not "expected string, received null"', async () => {
    expect(await inputCheck(orders.fulfil, { id: 'o1', courier: '', trackingNumber: '' })).toMatchObject({
      courier: ['Enter the courier'],
      trackingNumber: ['Enter the tracking number'],
    });
    expect(await inputCheck(orders.addNote, { id: 'o1', body: '' })).toMatchObject({ body: ['Write a note'] });
    expect(await inputCheck(inventory.saveSettings, { lowStockThreshold: '', returnTo: '' })).toMatchObject({
      lowStockThreshold: ['Enter a low-stock threshold (a number)'],
    });
  });

  it('cancel or refund an order without a reason', async () => {
    expect(await inputCheck(orders.cancel, { id: 'o1', reason: '' })).toBe('passed');
    expect(await inputCheck(orders.refund, { id: 'o1', amount: '100', reason: '' })).toBe('passed');
  });

  it('save a product and a collection with their optional fields empty', () => {
    const product = new FormData();
    for (const [name, value] of Object.entries({ ...emptyDraft(), title: 'Jamdani', price: '1200', trackQuantity: '', quantity: '' })) {
      if (typeof value === 'string') product.append(name, value);
    }
    product.delete('trackQuantity');
    expect(ProductInputSchema.safeParse(draftToInput(draftFromForm(product))).error?.issues).toBeUndefined();

    const collection = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Eid',
      handle: '',
      descriptionHtml: '',
      imageAlt: '',
      seoTitle: '',
      seoDescription: '',
    })) {
      collection.append(name, value);
    }
    expect(CollectionInputSchema.safeParse(collectionDraftToInput(collectionDraftFromForm(collection))).error?.issues).toBeUndefined();
  });
});
