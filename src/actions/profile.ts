/**
 * My profile (/my-profile): name and phone, e-mail change and its confirmation link, password change,
 * signing sessions out; and opening another shop (/create).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  CreateShopSchema,
  DisplayFormSchema,
  UpdateProfileSchema,
  type DisplaySettings,
} from '../../contract/profile.ts';
import { formatNumber } from '../../contract/format.ts';
import { setLangCookie } from '../i18n/locale.ts';
import { m } from '../paraglide/messages.js';
import { profileApi } from '../lib/api/profile.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { forgetSession, setShopCookie } from '../lib/session.ts';
import { requireRouteAccess, requireToken } from './access.ts';

const PROFILE = '/my-profile';

export const profile = {
  save: defineAction({
    accept: 'form',
    input: UpdateProfileSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await profileApi.save(token, input);
      } catch (error) {
        return fail(error);
      }
      forgetSession(token); // the user menu shows the new name at once
      return succeed(PROFILE, m.profile_saved());
    },
  }),

  /** Language, digits and grouping (components/profile/DisplaySettingsForm.astro). */
  display: defineAction({
    accept: 'form',
    input: DisplayFormSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      let saved: DisplaySettings;
      try {
        saved = await profileApi.saveDisplay(token, input);
      } catch (error) {
        return fail(error);
      }
      forgetSession(token);
      setLangCookie(context.cookies, context.url, saved.language);
      // Said in the language just chosen: the page it lands on is in that language.
      return succeed(PROFILE, m.profile_display_saved({}, { locale: saved.language }));
    },
  }),

  changeEmail: defineAction({
    accept: 'form',
    input: ChangeEmailSchema.extend(factorFields),
    handler: async ({ factorCode, factorPassword, ...input }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        // The current password typed in this form is the fresh factor where two-step is off.
        const change = () => profileApi.changeEmail(token, input);
        await withFreshFactor(token, { factorCode, factorPassword }, change, input.currentPassword);
        // The dashboard words the answer itself: the Store API's own message is English, for integrators.
        return succeed(PROFILE, m.profile_email_link_sent({ email: input.email, current: context.locals.user?.email ?? '' }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  confirmEmail: defineAction({
    accept: 'form',
    input: ConfirmEmailSchema,
    handler: async ({ token: emailToken }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const updated = await profileApi.confirmEmail(token, emailToken);
        forgetSession(token);
        return succeed(PROFILE, m.profile_email_changed({ email: updated.email }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  changePassword: defineAction({
    accept: 'form',
    input: ChangePasswordSchema.extend(factorFields),
    handler: async ({ factorCode, factorPassword, ...input }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const change = () => profileApi.changePassword(token, input);
        await withFreshFactor(token, { factorCode, factorPassword }, change, input.currentPassword);
        return succeed(PROFILE, m.profile_password_changed());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  revokeSession: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().trim().min(1) }),
    handler: async ({ id }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        await profileApi.revokeSession(token, id);
        return succeed(PROFILE, m.profile_session_signed_out());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  revokeOthers: defineAction({
    accept: 'form',
    handler: async (_input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PROFILE);
      try {
        const { ended } = await profileApi.revokeOthers(token);
        const others = { count: formatNumber(ended, context.locals.display) };
        return succeed(PROFILE, ended === 1 ? m.profile_sessions_signed_out_one(others) : m.profile_sessions_signed_out_many(others));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** /create: needs sign-in only; the new shop becomes the active one. */
  createShop: defineAction({
    accept: 'form',
    input: CreateShopSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireToken(context);
      try {
        const shop = await profileApi.createShop(token, input);
        forgetSession(token);
        setShopCookie(context.cookies, context.url, shop.shopId);
        return succeed('/', m.profile_shop_created({ shop: shop.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
