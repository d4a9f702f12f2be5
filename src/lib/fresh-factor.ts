/**
 * The fresh-factor prompt of the dashboard (issue 22 item 11). A money or access change the Store API refuses with
 * 403 FRESH_FACTOR_REQUIRED comes back to its form as a field error on `factorCode` (two-step on) or
 * `factorPassword` (off); the form re-renders with everything typed plus that field (components/FreshFactorField),
 * and the next submit gives the factor first (POST /admin/profile/fresh-factor), then retries the change. No
 * JavaScript is needed.
 */
import { z } from 'astro/zod';
import { FRESH_FACTOR_REQUIRED } from '../../contract/two-step.ts';
import { apiErrorText } from './api/error-text.ts';
import { ApiError } from './api/errors.ts';
import { twoStepApi } from './api/two-step.ts';
import type { PasskeyAssertion } from '../../contract/passkeys.ts';
import { m } from '../paraglide/messages.js';

/** The prompt's fields: spread into the input schema of every action whose change needs a fresh factor. */
export const factorFields = {
  factorCode: z.string().max(40).optional(),
  factorPassword: z.string().max(200).optional(),
  /** A passkey's answer (JSON), filled in by the prompt's "Use a passkey" button (components/PasskeyButton). */
  factorPasskey: z.string().max(40_000).optional(),
};
export type FactorInput = { factorCode?: string | undefined; factorPassword?: string | undefined; factorPasskey?: string | undefined };

/** The Store API names the factor `code` or `password`; the form's fields are `factorCode` and `factorPassword`. */
function asFormFields(fields: Record<string, string>): Record<string, string> {
  const named: Record<string, string> = {};
  if (fields.code) named.factorCode = fields.code;
  if (fields.password) named.factorPassword = fields.password;
  if (fields.passkey) named.factorPasskey = fields.passkey;
  return named;
}

/** What the prompt asks for, in the reader's language (FRESH_FACTOR_REQUIRED names the fields it wants). */
const ASKS: Record<string, () => string> = {
  factorCode: () => m.two_step_factor_ask_code(),
  factorPassword: () => m.two_step_factor_ask_password(),
  factorPasskey: () => m.two_step_factor_ask_passkey(),
};

/**
 * The prompt's field errors in the reader's language (issue 23): the Store API's `fields` are its English, so each
 * field says the refusal by its code instead (a wrong code, a locked second step, a refused passkey: apiErrorText),
 * or what is asked for when the API asks for a factor. An empty text (a field shown without an error) stays empty.
 */
function inWords(error: ApiError, fields: Record<string, string>): Record<string, string> {
  const asking = error.code === FRESH_FACTOR_REQUIRED;
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, !text ? text : asking ? (ASKS[field]?.() ?? text) : apiErrorText(error)]),
  );
}

/** A failed factor (wrong code, locked, wrong password) as an error on the prompt's field, so it stays on the page. */
function factorError(error: unknown, asked: 'code' | 'password' | 'passkey'): unknown {
  if (!(error instanceof ApiError) || error.isUnavailable || error.status === 401) return error;
  const fields = asFormFields(error.fields);
  const field = { code: 'factorCode', password: 'factorPassword', passkey: 'factorPasskey' }[asked];
  if (!Object.keys(fields).length) fields[field] = error.message;
  // A refused passkey keeps the code field beside it, so the seller can type a code instead.
  if (asked === 'passkey') fields.factorCode ??= '';
  return new ApiError(error.status, error.message, error.code, inWords(error, fields));
}

/**
 * Runs `change` under the fresh-factor rule: a code or password typed into the prompt is given first. When the Store
 * API asks for the password and the form already holds it (`password`, e.g. the current password of an e-mail
 * change), that is given and the change retried once; otherwise the refusal names the prompt's field.
 */
export async function withFreshFactor<T>(token: string, input: FactorInput, change: () => Promise<T>, password?: string): Promise<T> {
  const code = input.factorCode?.trim();
  const typed = input.factorPassword;
  const passkey = input.factorPasskey ? parsePasskey(input.factorPasskey) : undefined;
  if (passkey) {
    try {
      await twoStepApi.freshFactor(token, { passkey });
    } catch (error) {
      throw factorError(error, 'passkey');
    }
  } else if (code || typed) {
    try {
      await twoStepApi.freshFactor(token, code ? { code } : { password: typed });
    } catch (error) {
      throw factorError(error, code ? 'code' : 'password');
    }
  }
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== FRESH_FACTOR_REQUIRED) throw error;
    if (password && error.fields.password) {
      try {
        await twoStepApi.freshFactor(token, { password });
      } catch (refused) {
        throw factorError(refused, 'password');
      }
      return change();
    }
    throw new ApiError(error.status, error.message, error.code, inWords(error, asFormFields(error.fields)));
  }
}

/** The prompt's fields of an action that reads its form as FormData. */
export function factorInput(data: FormData): FactorInput {
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  return { factorCode: text('factorCode'), factorPassword: text('factorPassword'), factorPasskey: text('factorPasskey') };
}

/** The passkey answer a form carried as JSON; the Store API checks its shape and signature. */
export function parsePasskey(json: string): PasskeyAssertion {
  try {
    return JSON.parse(json) as PasskeyAssertion;
  } catch {
    return {} as PasskeyAssertion; // refused by the Store API as a 400 on the form, like any wrong answer
  }
}
