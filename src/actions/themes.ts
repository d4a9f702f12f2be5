/**
 * Themes (/store/themes, /store/themes/customise): start customising a theme (a draft from its defaults, or from
 * the live settings when it is the live theme), save the draft (after the button pressed: add, move or remove a
 * section), throw it away, publish it, roll back to the version live before.
 */
import { defineAction } from 'astro:actions';
import { ApiError } from '../lib/api/errors.ts';
import { filesApi } from '../lib/api/files.ts';
import { themesApi } from '../lib/api/themes.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { imagesOnly } from '../lib/images.ts';
import { heroImageUrl, readThemeForm } from '../lib/theme-form.ts';
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

/**
 * Puts each hero's picture into its `imageUrl` as a blog post's featured image is chosen: Remove image empties it, an
 * upload (added to Files) replaces it, else a picture ticked in "Choose from your files" does. Answers the form's
 * values, or the field errors of an upload or choice that failed.
 */
async function applyHeroImages(
  token: string,
  data: FormData,
  out: Record<string, string>,
): Promise<{ ok: true } | { ok: false; message: string; fields: Record<string, string> }> {
  const op = out.op ?? '';
  for (let i = 0; out[`sections.${i}.type`] !== undefined; i++) {
    if (out[`sections.${i}.type`] !== 'hero') continue;
    const url = `sections.${i}.imageUrl`;
    if (op === `image-remove:${i}`) {
      out[url] = '';
      continue;
    }
    const upload = data.get(`sections.${i}.newImage`);
    if (upload instanceof File && upload.size > 0) {
      const field = `sections.${i}.newImage`;
      try {
        const item = await filesApi.upload(token, upload);
        if (item.kind !== 'image')
          return { ok: false, message: m.content_not_an_image({ name: upload.name }), fields: { [field]: imagesOnly() } };
        out[url] = heroImageUrl(item.sizes);
        continue;
      } catch (error) {
        if (error instanceof ApiError && !error.isUnavailable && error.status !== 401) {
          const message =
            error.code === 'UNSUPPORTED_TYPE' ? `${m.content_not_an_image({ name: upload.name })} ${imagesOnly()}` : fail(error).message;
          return { ok: false, message, fields: { [field]: message } };
        }
        throw error;
      }
    }
    const picked = out[`sections.${i}.pickFileId`];
    if (picked) {
      const file = await filesApi.get(token, picked).catch(() => null);
      if (!file || file.kind !== 'image') {
        const message = m.content_choose_image_from_files();
        return { ok: false, message, fields: { [`sections.${i}.pickFileId`]: message } };
      }
      out[url] = heroImageUrl(file.sizes);
    } else if (op === `image:${i}`) {
      const message = m.content_choose_image();
      return { ok: false, message, fields: { [`sections.${i}.pickFileId`]: message } };
    }
  }
  return { ok: true };
}

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
      const posted = values(data);
      const images = await applyHeroImages(token, data, posted);
      if (!images.ok) return images;
      const form = readThemeForm(posted);
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
