/**
 * The language switch (user menu and signed-out pages, components/LanguageSwitch.astro): the `lang` cookie for
 * this browser, and for a signed-in seller the account's language too, so it follows them to any device.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { LOCALES } from '../../contract/format.ts';
import { setLangCookie } from '../i18n/locale.ts';
import { profileApi } from '../lib/api/profile.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { safeNext } from '../lib/safe-next.ts';
import { forgetSession } from '../lib/session.ts';

export const language = {
  switch: defineAction({
    accept: 'form',
    input: z.object({ language: z.enum(LOCALES), next: z.string().optional() }),
    handler: async ({ language, next }, context): Promise<FormOutcome> => {
      const token = context.locals.token;
      if (token && context.locals.user) {
        try {
          await profileApi.saveDisplay(token, { language });
        } catch (error) {
          return fail(error);
        }
        forgetSession(token); // the next page reads the account's new language
      }
      setLangCookie(context.cookies, context.url, language);
      return succeed(safeNext(next));
    },
  }),
};
