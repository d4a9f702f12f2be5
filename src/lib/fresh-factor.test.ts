/**
 * The fresh-factor prompt speaks the reader's language (issue 23): the Store API names the factor it wants, and
 * answers a wrong one, in `fields` written in English; the prompt's field errors say them by the refusal's code.
 */
import { describe, expect, it, vi } from 'vitest';
import { withLocaleScope } from '../i18n/locale.ts';
import { m } from '../paraglide/messages.js';
import { ApiError } from './api/errors.ts';
import { withFreshFactor } from './fresh-factor.ts';

const freshFactor = vi.hoisted(() => vi.fn());
vi.mock('./api/two-step.ts', () => ({ twoStepApi: { freshFactor } }));

const ASK_CODE = 'To confirm this change, enter a code from your authenticator app (or a recovery code).';
const WRONG_CODE = 'That code is not right or was already used. Enter the newest code from your authenticator app, or a recovery code.';

/** The fields of the refusal `withFreshFactor` ends with, read in `locale`. */
async function promptFields(locale: 'en' | 'bn', factor: { factorCode?: string }, change: () => Promise<unknown>) {
  return withLocaleScope(locale, async () => {
    const error = await withFreshFactor('token', factor, change).then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(ApiError);
    return { ...(error as ApiError).fields };
  });
}

describe('the fresh-factor prompt', () => {
  const asked = () =>
    Promise.reject(
      new ApiError(403, ASK_CODE, 'FRESH_FACTOR_REQUIRED', { code: ASK_CODE, passkey: 'Or confirm with one of your passkeys.' }),
    );

  it('asks for the factor in the reader’s language, not the Store API’s English', async () => {
    const bn = await promptFields('bn', {}, asked);
    expect(bn).toEqual({
      factorCode: withLocaleScope('bn', () => m.two_step_factor_ask_code()),
      factorPasskey: withLocaleScope('bn', () => m.two_step_factor_ask_passkey()),
    });
    expect(bn.factorCode).not.toMatch(/[A-Za-z]{3}/);
    expect(await promptFields('en', {}, asked)).toMatchObject({ factorCode: ASK_CODE });
  });

  it('says a wrong code by its code, keeping the English in English', async () => {
    freshFactor.mockRejectedValue(new ApiError(400, WRONG_CODE, 'WRONG_CODE', { code: WRONG_CODE }));
    const change = vi.fn();
    const bn = await promptFields('bn', { factorCode: '123456' }, change);
    expect(change).not.toHaveBeenCalled();
    expect(bn.factorCode).toBe(withLocaleScope('bn', () => m.api_error_wrong_code()));
    expect((await promptFields('en', { factorCode: '123456' }, change)).factorCode).toBe(WRONG_CODE);
  });
});
