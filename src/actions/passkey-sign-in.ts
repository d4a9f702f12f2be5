/**
 * Signing in with a passkey (issue 22 item 9), part of the `auth` actions: the options for the browser (asked by
 * src/scripts/passkey.ts), then the browser's answer posted as a form, which sets the session cookie as the
 * password form does. As a sign-in of its own (any passkey the browser holds for Haat) or as the second step of a
 * password sign-in (the pending token in its cookie).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import type { PasskeyAssertion } from '../../contract/passkeys.ts';
import { twoStepApi } from '../lib/api/two-step.ts';
import { ApiError } from '../lib/api/errors.ts';
import { answer, bounce, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { parsePasskey } from '../lib/fresh-factor.ts';
import { safeNext } from '../lib/safe-next.ts';
import { clearPendingCookie, PENDING_COOKIE, setTokenCookie } from '../lib/session.ts';
import { m } from '../paraglide/messages.js';

const form = z.object({ response: z.string().max(40_000).optional(), next: z.string().optional() });
const agent = (request: Request) => request.headers.get('user-agent')?.slice(0, 500);
const noAnswer = () => ({ ok: false as const, message: m.passkeys_not_used(), fields: {} });

export const passkeySignIn = {
  passkeyOptions: defineAction({ handler: () => answer(() => twoStepApi.signInOptions()) }),

  passkeySignIn: defineAction({
    accept: 'form',
    input: form,
    handler: async ({ response, next }, context): Promise<FormOutcome> => {
      if (!response) return noAnswer();
      try {
        const session = await twoStepApi.signIn(parsePasskey(response), agent(context.request));
        setTokenCookie(context.cookies, context.url, session.access_token);
        return succeed(safeNext(next));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  secondStepPasskeyOptions: defineAction({
    handler: (_input, context) => {
      const pendingToken = context.cookies.get(PENDING_COOKIE)?.value ?? '';
      return answer(() => twoStepApi.secondStepOptions(pendingToken));
    },
  }),

  secondStepPasskey: defineAction({
    accept: 'form',
    input: form,
    handler: async ({ response, next }, context): Promise<FormOutcome> => {
      const pendingToken = context.cookies.get(PENDING_COOKIE)?.value;
      const again = `/login?${new URLSearchParams({ next: safeNext(next) })}`;
      if (!pendingToken) return succeed(again, m.passkeys_sign_in_expired());
      if (!response) return noAnswer();
      try {
        const session = await twoStepApi.secondStepPasskey(
          pendingToken,
          parsePasskey(response) as PasskeyAssertion,
          agent(context.request),
        );
        clearPendingCookie(context.cookies);
        setTokenCookie(context.cookies, context.url, session.access_token);
        return succeed(safeNext(next));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearPendingCookie(context.cookies);
          return bounce(again, error);
        }
        return fail(error);
      }
    },
  }),
};
