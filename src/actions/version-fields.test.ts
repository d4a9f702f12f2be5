/**
 * The forms that carry a record's version (issue 9 item 5) post it as text in a hidden field: the actions'
 * input schemas must take it (Astro turns a form field into a number for a number schema). "Please sign in
 * again." means the input passed and the handler began (these calls carry no session).
 */
import { describe, expect, it } from 'vitest';
import { isInputError, type ActionAPIContext } from 'astro:actions';
import { customers } from './customers.ts';
import { storeSettings } from './store-settings.ts';

type FormAction = { orThrow: (this: ActionAPIContext, input: FormData) => Promise<unknown> };

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

describe('a version posted with a form', () => {
  it('passes the customer form', async () => {
    expect(
      await inputCheck(customers.update, { id: 'c1', name: 'Rahima', phone: '01711000000', email: '', notes: '', tags: '', version: '4' }),
    ).toBe('passed');
  });

  it('passes the business settings form, 0 before the first save', async () => {
    expect(await inputCheck(storeSettings.saveBusiness, { name: 'Dhaka Crafts', version: '0' })).toBe('passed');
  });

  it('refuses a version that is not a whole number', async () => {
    expect(await inputCheck(customers.update, { id: 'c1', name: 'Rahima', phone: '01711000000', version: 'x' })).toHaveProperty('version');
  });
});
