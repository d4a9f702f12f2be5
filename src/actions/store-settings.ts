/**
 * Store settings: business details (/store/business-settings) and the logo and favicon (/store/logo-and-favicon):
 * choose one of the shop's images, upload a new one (it joins the file library), or remove it.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { BrandSlotSchema, BusinessSettingsSchema } from '../../contract/shop-settings.ts';
import { businessSettingsApi } from '../lib/api/business-settings.ts';
import { filesApi } from '../lib/api/files.ts';
import { logoAndFaviconApi } from '../lib/api/logo-and-favicon.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { safeNext } from '../lib/safe-next.ts';
import { forgetSession } from '../lib/session.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const BRANDING = '/store/logo-and-favicon';
const returnTo = z.string().optional();

export const storeSettings = {
  saveBusiness: defineAction({
    accept: 'form',
    input: BusinessSettingsSchema,
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/business-settings');
      try {
        await businessSettingsApi.save(token, input);
      } catch (error) {
        return fail(error);
      }
      forgetSession(token); // the shop switcher shows the new name at once
      return succeed('/store/business-settings', m.store_business_saved());
    },
  }),

  /** "Show the district's areas" without JavaScript: the form re-renders as typed, listing the district's areas. */
  showAreas: defineAction({
    accept: 'form',
    handler: (_data: FormData, context): FormOutcome => {
      requireRouteAccess(context, '/store/business-settings');
      return { ok: false, message: '', fields: {}, step: true };
    },
  }),

  chooseImage: defineAction({
    accept: 'form',
    input: z.object({
      slot: BrandSlotSchema,
      fileId: z
        .string({ error: () => m.store_choose_image_first() })
        .trim()
        .min(1, { error: () => m.store_choose_image_first() }),
      returnTo,
    }),
    handler: async ({ slot, fileId, returnTo }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, BRANDING);
      try {
        await logoAndFaviconApi.set(token, slot, fileId);
        return succeed(safeNext(returnTo, BRANDING), slot === 'logo' ? m.store_logo_updated() : m.store_favicon_updated());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  uploadImage: defineAction({
    accept: 'form',
    input: z.object({ slot: BrandSlotSchema, file: z.instanceof(File).nullable() }),
    handler: async ({ slot, file }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, BRANDING);
      // A file input left empty still posts one nameless, empty part.
      if (!file || (file.name === '' && file.size === 0)) {
        return { ok: false, message: m.store_choose_upload(), fields: { file: m.store_choose_upload() } };
      }
      try {
        const item = await filesApi.upload(token, file);
        if (item.kind !== 'image') {
          await filesApi.remove(token, item.id);
          return { ok: false, message: m.store_not_an_image({ name: file.name }), fields: { file: m.store_image_types() } };
        }
        await logoAndFaviconApi.set(token, slot, item.id);
        return succeed(BRANDING, slot === 'logo' ? m.store_logo_uploaded() : m.store_favicon_uploaded());
      } catch (error) {
        const failure = fail(error);
        return { ...failure, fields: { file: failure.fields.file ?? failure.message, ...failure.fields } };
      }
    },
  }),

  removeImage: defineAction({
    accept: 'form',
    input: z.object({ slot: BrandSlotSchema, returnTo }),
    handler: async ({ slot, returnTo }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, BRANDING);
      try {
        await logoAndFaviconApi.clear(token, slot);
      } catch (error) {
        return fail(error);
      }
      return succeed(safeNext(returnTo, BRANDING), slot === 'logo' ? m.store_logo_removed() : m.store_favicon_removed());
    },
  }),
};
