/**
 * SEO and social (/store/seo-and-social-media): save the settings, add and delete URL redirects, import them from a
 * CSV file. Every form works without JavaScript; a refused save re-renders with what was typed.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { redirectsApi, seoApi } from '../lib/api/seo.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { formatNumber } from '../../contract/format.ts';
import { counted } from '../components/content/labels.ts';
import { importRowErrorText } from '../lib/import-errors.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const PAGE = '/store/seo-and-social-media';
const text = z.string().nullish();

export const seo = {
  save: defineAction({
    accept: 'form',
    input: z.object({
      homeTitle: text,
      homeDescription: text,
      shareImageFileId: text,
      facebook: text,
      instagram: text,
      youtube: text,
      tiktok: text,
      whatsapp: text,
      facebookPixelId: text,
      ga4MeasurementId: text,
      passwordEnabled: text,
      password: text,
      version: text,
    }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PAGE);
      const version = Number(input.version);
      try {
        await seoApi.save(token, {
          homeTitle: input.homeTitle ?? '',
          homeDescription: input.homeDescription ?? '',
          shareImageFileId: input.shareImageFileId || null,
          facebook: input.facebook ?? '',
          instagram: input.instagram ?? '',
          youtube: input.youtube ?? '',
          tiktok: input.tiktok ?? '',
          whatsapp: input.whatsapp ?? '',
          facebookPixelId: input.facebookPixelId ?? '',
          ga4MeasurementId: input.ga4MeasurementId ?? '',
          passwordEnabled: input.passwordEnabled === 'on',
          password: input.password ?? '',
          ...(Number.isInteger(version) && version > 0 ? { version } : {}),
        });
        return succeed(PAGE, m.seo_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  addRedirect: defineAction({
    accept: 'form',
    input: z.object({ fromPath: text, toPath: text }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PAGE);
      try {
        await redirectsApi.add(token, { fromPath: input.fromPath ?? '', toPath: input.toPath ?? '' });
        return succeed(`${PAGE}#redirects`, m.seo_redirect_added());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  removeRedirect: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().min(1).max(100) }),
    handler: async ({ id }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PAGE);
      try {
        await redirectsApi.remove(token, id);
        return succeed(`${PAGE}#redirects`, m.seo_redirect_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  importRedirects: defineAction({
    accept: 'form',
    handler: async (form: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, PAGE);
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0)
        return { ok: false, message: m.seo_choose_csv(), fields: { file: m.seo_choose_csv() } };
      if (file.size > 1_000_000) return { ok: false, message: m.seo_file_too_large(), fields: { file: m.seo_file_too_large() } };
      try {
        const answer = await redirectsApi.importCsv(token, await file.text());
        const { display } = context.locals;
        const rows = answer.errors
          .slice(0, 3)
          .map((e) => m.seo_skipped_row({ row: formatNumber(e.row, display), reason: importRowErrorText(e, display) }))
          .join(', ');
        const skipped = answer.errors.length
          ? ` ${m.seo_skipped({ count: formatNumber(answer.errors.length, display), rows: `${rows}${answer.errors.length > 3 ? '…' : ''}` })}`
          : '';
        return succeed(`${PAGE}#redirects`, `${counted(answer.imported, display, m.seo_imported_one, m.seo_imported)}${skipped}`);
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
