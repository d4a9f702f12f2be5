/**
 * Two-step sign-in on /my-profile (issue 22 item 8): start the authenticator setup, confirm it with a first code,
 * renew the recovery codes, turn it off. Recovery codes are shown once: those actions answer them to the page
 * instead of redirecting (`shown`), so they never travel in a cookie or an address.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { twoStepApi } from '../lib/api/two-step.ts';
import { fail, succeed, type FormFailure, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { requireRouteAccess } from './access.ts';
import { m } from '../paraglide/messages.js';

const PROFILE = '/my-profile';
const code = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app' })
    .trim()
    .min(1, 'Enter the code from your authenticator app')
    .max(40),
});

/** New recovery codes for the page to show once (the form-action middleware renders, not redirects, an `ok` without one). */
export type ShownCodes = { ok: true; redirect: null; recoveryCodes: string[] };

export const twoStep = {
  start: defineAction({
    accept: 'form',
    input: z.object(factorFields),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await withFreshFactor(token, input, () => twoStepApi.setup(token));
        return succeed(`${PROFILE}#two-step`, m.two_step_scan_then_code());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  confirm: defineAction({
    accept: 'form',
    input: code,
    handler: async (input, context): Promise<ShownCodes | FormFailure> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const { recoveryCodes } = await twoStepApi.confirm(token, input.code);
        return { ok: true, redirect: null, recoveryCodes };
      } catch (error) {
        return fail(error);
      }
    },
  }),

  renewCodes: defineAction({
    accept: 'form',
    input: z.object(factorFields),
    handler: async (input, context): Promise<ShownCodes | FormFailure> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const { recoveryCodes } = await withFreshFactor(token, input, () => twoStepApi.renewCodes(token));
        return { ok: true, redirect: null, recoveryCodes };
      } catch (error) {
        return fail(error);
      }
    },
  }),

  disable: defineAction({
    accept: 'form',
    input: code,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await twoStepApi.disable(token, input.code);
        return succeed(PROFILE, m.two_step_turned_off());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
