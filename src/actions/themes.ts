/**
 * Themes (/store/themes, /store/themes/customise): start customising a theme (a draft from its defaults, or from
 * the live settings when it is the live theme), save the draft (after the button pressed: add, move or remove a
 * section), throw it away, publish it, roll back to the version live before.
 */
import { defineAction } from 'astro:actions';
import { themesApi } from '../lib/api/themes.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { readThemeForm } from '../lib/theme-form.ts';
import { themeInfo } from '../../contract/themes.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const values = (data: FormData) => {
  const out: Record<string, string> = {};
  for (const [k, v] of data.entries()) if (typeof v === 'string') out[k] = v;
  return out;
};
const versionOf = (data: FormData) => Number(values(data).version) || 0;
const CUSTOMISE = '/store/themes/customise';

export const themes = {
  customise: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/themes');
      const info = themeInfo(values(data).themeId ?? '');
      if (!info) return { ok: false, message: m.themes_choose_one(), fields: {} };
      try {
        const state = await themesApi.state(token);
        if (state.draft?.themeId === info.id) return succeed(CUSTOMISE, m.themes_carry_on({ name: info.name }));
        const settings = state.published.themeId === info.id ? state.published.settings : info.defaults;
        await themesApi.saveDraft(token, { themeId: info.id, settings, version: state.version });
        return succeed(CUSTOMISE, m.themes_now_draft({ name: info.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  saveDraft: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, CUSTOMISE);
      const form = readThemeForm(values(data));
      if (!form.ok) return { ok: false, message: m.api_error_correct_fields(), fields: form.fields };
      try {
        await themesApi.saveDraft(token, { themeId: form.themeId as never, settings: form.settings, version: form.version });
        return succeed(CUSTOMISE, form.message);
      } catch (error) {
        return fail(error);
      }
    },
  }),

  discard: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/themes');
      try {
        await themesApi.discardDraft(token, versionOf(data));
        return succeed('/store/themes', m.themes_discarded());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  publish: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/themes');
      try {
        const state = await themesApi.publish(token, versionOf(data));
        return succeed('/store/themes', m.themes_published({ name: themeInfo(state.published.themeId)?.name ?? state.published.themeId }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  rollback: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/themes');
      try {
        const state = await themesApi.rollback(token, versionOf(data));
        return succeed(
          '/store/themes',
          m.themes_rolled_back({ name: themeInfo(state.published.themeId)?.name ?? state.published.themeId }),
        );
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
