/**
 * Passkeys on /my-profile (issue 22 item 9): the options the browser needs (asked by src/scripts/passkey.ts), adding
 * one (the browser's answer rides the form as JSON), renaming and removing one. Adding and removing need a fresh
 * factor, asked in place by the forms' FreshFactorField. Renaming and removing work without JavaScript; adding needs
 * it (WebAuthn is a browser API), so its form is shown only where the script runs.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { PasskeyRenameSchema, type PasskeyAttestation } from '../../contract/passkeys.ts';
import { twoStepApi } from '../lib/api/two-step.ts';
import { answer, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const PROFILE = '/my-profile';
const SECTION = `${PROFILE}#passkeys`;
const id = z.string().trim().min(1).max(100);
const name = PasskeyRenameSchema.shape.name;

/** The browser's answer as the script put it in the form (JSON); a malformed one is refused by the Store API. */
function attestation(json: string | undefined): PasskeyAttestation | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as PasskeyAttestation;
  } catch {
    return {} as PasskeyAttestation;
  }
}

export const passkeys = {
  /** Registration options; the form's prompt fields give the fresh factor first (the script then clears them). */
  registerOptions: defineAction({
    accept: 'form',
    input: z.object(factorFields),
    handler: async (input, context) => {
      const token = requireRouteAccess(context, PROFILE);
      return answer(() => withFreshFactor(token, input, () => twoStepApi.passkeyOptions(token)));
    },
  }),

  add: defineAction({
    accept: 'form',
    input: z.object({ name, response: z.string().max(40_000).optional(), ...factorFields }),
    handler: async ({ name, response, ...factor }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const answered = attestation(response);
        if (!answered) {
          // No answer from the browser: ask for the options, which brings the fresh-factor prompt when one is due.
          await withFreshFactor(token, factor, () => twoStepApi.passkeyOptions(token));
          return { ok: false, message: m.passkeys_not_made(), fields: {} };
        }
        await withFreshFactor(token, factor, () => twoStepApi.addPasskey(token, { name, response: answered }));
        return succeed(SECTION, m.passkeys_added({ name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  rename: defineAction({
    accept: 'form',
    input: z.object({ id, name }),
    handler: async ({ id, name }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await twoStepApi.renamePasskey(token, id, name);
        return succeed(SECTION, m.passkeys_renamed({ name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  remove: defineAction({
    accept: 'form',
    input: z.object({ id, ...factorFields }),
    handler: async ({ id, ...factor }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await withFreshFactor(token, factor, () => twoStepApi.removePasskey(token, id));
        return succeed(SECTION, m.passkeys_removed());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** Options for giving the fresh factor with a passkey (FreshFactorField's "Use a passkey"). */
  freshOptions: defineAction({
    handler: async (_input, context) => {
      const token = requireRouteAccess(context, PROFILE);
      return answer(() => twoStepApi.freshPasskeyOptions(token));
    },
  }),
};
