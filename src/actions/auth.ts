/** Sign-in, sign-up, sign-out and password actions (spec §4). */
import { m } from '../paraglide/messages.js';
import { requestLocale } from '../i18n/locale.ts';
import { profileApi } from '../lib/api/profile.ts';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  ConfirmSignupSchema,
  EMAIL_NOT_CONFIRMED,
  ForgotPasswordSchema,
  LoginSchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
  SignupSchema,
} from '../../contract/auth.ts';
import { authApi } from '../lib/api/auth.ts';
import { ApiError } from '../lib/api/errors.ts';
import { apiErrorText } from '../lib/api/error-text.ts';
import { bounce, fail, succeed, type FormFailure, type FormOutcome } from '../lib/forms.ts';
import { safeNext } from '../lib/safe-next.ts';
import { signOut } from '../lib/sign-out.ts';
import {
  clearPendingCookie,
  clearTokenCookie,
  forgetSession,
  PENDING_COOKIE,
  setPendingCookie,
  setShopCookie,
  setTokenCookie,
} from '../lib/session.ts';
import { twoStepApi } from '../lib/api/two-step.ts';
import { SecondStepSchema } from '../../contract/two-step.ts';
import { passkeySignIn } from './passkey-sign-in.ts';

/** The page of the second step of a sign-in. */
export const SECOND_STEP_PATH = '/login/two-step';

const next = z.string().optional();

/** A refused sign-in of a sign-up that was never confirmed: the login page offers to send the link again. */
export type UnconfirmedFailure = FormFailure & { unconfirmed: true };

/** The page that says "check your e-mail" (and can send the link again) for `email`. */
const checkEmailPage = (email: string) => `/signup/check-email?${new URLSearchParams({ email })}`;

export const auth = {
  ...passkeySignIn,
  login: defineAction({
    accept: 'form',
    input: LoginSchema.extend({ next }),
    handler: async ({ next, ...credentials }, context): Promise<FormOutcome | UnconfirmedFailure> => {
      try {
        const answer = await authApi.login({ ...credentials, userAgent: context.request.headers.get('user-agent')?.slice(0, 500) });
        if ('twoStep' in answer) {
          // The password was right; the code form comes next, and the deep link goes along (issue 22 item 8).
          setPendingCookie(context.cookies, context.url, answer.pending_token, answer.expires_in);
          return succeed(`${SECOND_STEP_PATH}?${new URLSearchParams({ next: safeNext(next) })}`);
        }
        setTokenCookie(context.cookies, context.url, answer.access_token);
        return succeed(safeNext(next));
      } catch (error) {
        // The Store API is unreachable: the sign-in form again with the e-mail typed and the outage's message, still
        // a 503 (issue 25 item 12; spec §8: a sign-in failure keeps the error), not the 503 page that loses the e-mail.
        if (error instanceof ApiError && error.isUnavailable) return { ok: false, message: apiErrorText(error), fields: {}, status: 503 };
        const failure = fail(error);
        return error instanceof ApiError && error.code === EMAIL_NOT_CONFIRMED ? { ...failure, unconfirmed: true } : failure;
      }
    },
  }),

  /** The second step of a sign-in: the code (or a recovery code) for the pending token in its cookie. */
  secondStep: defineAction({
    accept: 'form',
    input: z.object({ code: SecondStepSchema.shape.code, next }),
    handler: async ({ code, next }, context): Promise<FormOutcome> => {
      const pendingToken = context.cookies.get(PENDING_COOKIE)?.value;
      const again = `/login?${new URLSearchParams({ next: safeNext(next) })}`;
      if (!pendingToken) return succeed(again, m.auth_second_step_expired());
      try {
        const answer = await twoStepApi.secondStep({
          pendingToken,
          code,
          userAgent: context.request.headers.get('user-agent')?.slice(0, 500),
        });
        clearPendingCookie(context.cookies);
        setTokenCookie(context.cookies, context.url, answer.access_token);
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

  signup: defineAction({
    accept: 'form',
    input: SignupSchema,
    // The same page whether or not the address has an account (issue 9 item 11): the e-mail tells them apart.
    handler: async (form, context) => {
      try {
        // The page's language: the confirmation mail is written in it and the new account starts in it.
        await authApi.signup({ ...form, language: context.locals.display.locale });
        return succeed(checkEmailPage(form.email));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  resendConfirmation: defineAction({
    accept: 'form',
    input: ResendConfirmationSchema,
    handler: async ({ email }) => {
      try {
        await authApi.resendConfirmation(email);
        return succeed(checkEmailPage(email), m.auth_link_on_its_way());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** The link in the confirmation e-mail: opens the account, signs the new seller in, and starts onboarding at Home. */
  confirmSignup: defineAction({
    accept: 'form',
    input: ConfirmSignupSchema.omit({ userAgent: true }),
    handler: async ({ token }, context): Promise<FormOutcome> => {
      try {
        const answer = await authApi.confirmSignup(token, context.request.headers.get('user-agent')?.slice(0, 500));
        const previous = context.locals.token;
        if (previous) forgetSession(previous);
        setTokenCookie(context.cookies, context.url, answer.access_token);
        if (answer.user.activeShopId) setShopCookie(context.cookies, context.url, answer.user.activeShopId);
        // A sign-up made in Bangla opens an account in Bangla (the signed-out choice becomes the account's).
        const language = requestLocale();
        if (language !== answer.user.language) await profileApi.saveDisplay(answer.access_token, { language }).catch(() => undefined);
        return succeed('/', m.auth_welcome({ name: answer.user.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  forgotPassword: defineAction({
    accept: 'form',
    input: ForgotPasswordSchema,
    handler: async ({ email }) => {
      try {
        await authApi.forgotPassword(email);
        // The Store API answers the same sentence for every address; said here in the reader's language.
        return succeed('/login', m.auth_reset_link_sent());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  resetPassword: defineAction({
    accept: 'form',
    input: ResetPasswordSchema,
    handler: async (form) => {
      try {
        await authApi.resetPassword(form);
        return succeed('/login', m.auth_password_changed());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  logout: defineAction({
    accept: 'form',
    input: z.object({ returnTo: z.string().optional() }),
    // Signed out only once the Store API revoked the token (lib/sign-out.ts): else the seller is told and the cookie stays.
    handler: async ({ returnTo }, context) => {
      const token = context.locals.token;
      return signOut({
        revoke: async () => (token ? authApi.logout(token) : undefined),
        forget: () => {
          if (token) forgetSession(token);
          clearTokenCookie(context.cookies);
        },
        returnTo: safeNext(returnTo),
      });
    },
  }),
};
