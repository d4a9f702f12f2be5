/**
 * Form plumbing for the no-JS path (ARCHITECTURE.md "Forms"): an action either succeeds with
 * where to go next, or fails with the server's message and field errors as plain data, and the
 * page re-renders with what the seller typed.
 */
import { ActionError, isInputError } from 'astro:actions';
import type { AstroGlobal } from 'astro';
import { ApiError } from './api/errors.ts';
import { apiErrorText } from './api/error-text.ts';
import { m } from '../paraglide/messages.js';
import type { FlashKind } from './flash.ts';
import { isSubscriptionLapsed } from './lapsed.ts';
import { fieldErrorTexts } from './field-errors.ts';
import type { DisplayPrefs } from '../../contract/format.ts';

export interface FormSuccess {
  ok: true;
  /** Where the browser goes after a form post (POST/redirect/GET). */
  redirect: string;
  /** Toast shown on the next page. */
  flash?: string;
  /** 'error' for forms that live on every page (shop switcher): they report failure by toast. */
  flashKind?: FlashKind;
}

export interface FormFailure {
  ok: false;
  message: string;
  fields: Record<string, string>;
  /**
   * A form button that changed the draft without saving it (Generate variants, an image move): the page
   * re-renders with what was typed, as a failure does, but answers 200, as nothing went wrong (issue 25).
   */
  step?: true;
  /** The status the re-rendered form answers instead of 422: 503 when the Store API was unreachable (sign-in). */
  status?: 503;
}

export type FormOutcome = FormSuccess | FormFailure;

export function succeed(redirect: string, flash?: string): FormSuccess {
  return { ok: true, redirect, flash };
}

/** Go back with an error toast: for forms that are not the page's own (the top bar's). */
export function bounce(redirect: string, error: unknown): FormSuccess {
  return { ok: true, redirect, flash: fail(error).message, flashKind: 'error' };
}

/** Turns an API failure into form data; anything unexpected is rethrown to the error page. */
export function fail(error: unknown, display?: DisplayPrefs): FormFailure {
  // A lapsed shop is not a form error: the form-action middleware sends the seller to /upgrade.
  if (error instanceof ApiError && isSubscriptionLapsed(error)) throw new ActionError({ code: 'PAYMENT_REQUIRED', message: error.message });
  // The Store API is down: the page's 503 (src/middleware.ts), not a form message and not a 500.
  if (error instanceof ApiError && error.isUnavailable) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: error.message });
  if (error instanceof ApiError && !error.isUnavailable) {
    return { ok: false, message: apiErrorText(error, display), fields: error.fields };
  }
  if (error instanceof ActionError) return { ok: false, message: error.message, fields: {} };
  throw error;
}

/**
 * The action error for a Store API failure, for actions that answer data to an island instead of a form outcome
 * (issue 22 item 7): the API's 4xx keeps its status and message (a malformed id is its 400 or 404, never an outage);
 * an API down or failing is SERVICE_UNAVAILABLE, as fail() has it. Anything else is rethrown.
 */
export function actionError(error: unknown): ActionError {
  if (error instanceof ActionError) return error as ActionError;
  if (!(error instanceof ApiError)) throw error;
  if (error.isUnavailable) return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: error.message });
  const code = ActionError.statusToCode(error.status);
  return new ActionError({ code: code === 'INTERNAL_SERVER_ERROR' ? 'BAD_REQUEST' : code, message: error.message });
}

/** Runs a data action's Store API calls: a failure leaves as `actionError(…)`, not as a thrown ApiError (a 500). */
export async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw actionError(error);
  }
}

/** The form body of a POST that came back to the page (a failed action), or null. */
export async function postedForm(request: Request): Promise<FormData | null> {
  if (request.method !== 'POST') return null;
  try {
    return await request.clone().formData();
  } catch {
    return null;
  }
}

/** Fields never sent back into the page, even when a form fails. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordConfirm',
  'currentPassword',
  'token',
  'factorCode',
  'factorPassword',
  // A courier's credentials (/settings/shipping/couriers): write-only, never shown back.
  'clientSecret',
  'accessToken',
  'apiKey',
  'secretKey',
]);

export interface FormState {
  values: Record<string, string>;
  fields: Record<string, string>;
  message: string | null;
}

type ActionResultOf = ReturnType<AstroGlobal['getActionResult']>;

/**
 * The message above a failed form: the server's own, unless it only repeats a field's error (sign-up's "An account
 * with this email already exists." under Email): then the summary, so the page does not say it twice.
 */
export function formMessage(message: string, fields: Record<string, string>): string {
  return message && Object.values(fields).includes(message) ? m.api_error_correct_fields() : message;
}

/** What a page needs to re-render a form: the typed values, field errors and the message. */
export async function formState(Astro: AstroGlobal, result: ActionResultOf): Promise<FormState> {
  const state: FormState = { values: {}, fields: {}, message: null };
  if (!result) return state;
  if (Astro.request.method === 'POST') {
    try {
      const data = await Astro.request.clone().formData();
      for (const [key, value] of data) {
        if (typeof value === 'string' && !SECRET_FIELDS.has(key)) state.values[key] = value;
      }
    } catch {
      // Not a form body: nothing to restore.
    }
  }
  if (result.error) {
    if (isInputError(result.error)) {
      for (const [key, messages] of Object.entries(result.error.fields)) {
        if (messages?.[0]) state.fields[key] = messages[0];
      }
      state.message = m.api_error_correct_fields();
    } else {
      state.message = result.error.message;
    }
  } else {
    const data = result.data as FormOutcome | undefined;
    if (data && data.ok === false) {
      state.fields = data.fields;
      state.message = formMessage(data.message, data.fields);
    }
  }
  // The one place field errors come in (the action's input validation and the Store API's `fields`): the contract's
  // English said in the member's language (src/lib/field-errors.ts).
  state.fields = fieldErrorTexts(state.fields, Astro.locals.display);
  return state;
}
