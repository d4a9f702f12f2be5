/** Sign-in, sign-up, sign-out and password actions (spec §4). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema, SignupSchema } from '../../contract/auth.ts';
import { authApi } from '../lib/api/auth.ts';
import { fail, succeed } from '../lib/forms.ts';
import { safeNext } from '../lib/safe-next.ts';
import { clearTokenCookie, forgetSession, setTokenCookie } from '../lib/session.ts';

const next = z.string().optional();

export const auth = {
  login: defineAction({
    accept: 'form',
    input: LoginSchema.extend({ next }),
    handler: async ({ next, ...credentials }, context) => {
      try {
        const answer = await authApi.login({ ...credentials, userAgent: context.request.headers.get('user-agent')?.slice(0, 500) });
        setTokenCookie(context.cookies, context.url, answer.access_token);
        return succeed(safeNext(next));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  signup: defineAction({
    accept: 'form',
    input: SignupSchema,
    handler: async (form, context) => {
      try {
        const answer = await authApi.signup(form);
        setTokenCookie(context.cookies, context.url, answer.access_token);
        return succeed('/', `Welcome to Haat, ${answer.user.name}! Your shop is ready.`);
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
        const answer = await authApi.forgotPassword(email);
        return succeed('/login', answer.message);
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
        return succeed('/login', 'Your password has been changed. Sign in with the new one.');
      } catch (error) {
        return fail(error);
      }
    },
  }),

  logout: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const token = context.locals.token;
      // Revoke on the server, but sign out locally even if the API is unreachable.
      if (token) {
        forgetSession(token);
        await authApi.logout(token).catch(() => undefined);
      }
      clearTokenCookie(context.cookies);
      return succeed('/login', 'You have signed out.');
    },
  }),
};
