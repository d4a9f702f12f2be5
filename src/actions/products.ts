/** Product actions (no-JS forms of /products …); each checks the products key through the routes table. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { formatNumber } from '../../contract/format.ts';
import { PRODUCT_STATUSES, ProductInputSchema } from '../../contract/product.ts';
import { ApiError } from '../lib/api/errors.ts';
import { filesApi } from '../lib/api/files.ts';
import { productsApi, type ImportReport } from '../lib/api/products.ts';
import { fail, succeed, type FormFailure, type FormOutcome } from '../lib/forms.ts';
import { applyIntent } from '../lib/product-draft-edits.ts';
import type { ProductDraft } from '../lib/product-draft.ts';
import { draftFromForm, draftToInput, fieldName } from '../lib/product-form.ts';
import { productStatusLabel } from '../lib/product-list.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const id = z.string().min(1).max(100);
// Messages as functions: they are read while the request renders, in its language.
const ids = z
  .array(id)
  .min(1, { error: () => m.products_select_at_least_one() })
  .max(500, { error: () => m.products_select_at_most({ max: '500' }) });
const editPage = (productId: string) => `/products/update/${encodeURIComponent(productId)}`;

/** Where a list form returns: the filtered list it was posted from, never another site. */
const backTo = (back: string | undefined) => (back && /^\/products(\?|$)/.test(back) ? back : '/products');

/** A failed or re-rendered product form: the draft to show again, with what went wrong. */
export type ProductFormResult = (FormFailure & { draft: ProductDraft }) | FormOutcome;

/** Images chosen in the form's file input, uploaded to the file library and added after the current ones. */
async function addUploads(token: string, form: FormData, draft: ProductDraft): Promise<{ draft: ProductDraft; error?: string }> {
  const files = form.getAll('newImages').filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ''));
  const media = [...draft.media];
  for (const file of files) {
    try {
      const item = await filesApi.upload(token, file);
      if (item.kind !== 'image') return { draft: { ...draft, media }, error: m.catalog_not_image({ name: file.name }) };
      media.push({ fileId: item.id, sizes: item.sizes, alt: file.name.replace(/\.[^.]+$/, '') });
    } catch (error) {
      if (error instanceof ApiError && !error.isUnavailable && error.status !== 401) {
        // The library's own refusal lists PDF too, which this field does not take.
        const message =
          error.code === 'UNSUPPORTED_TYPE' ? m.catalog_not_image({ name: file.name }) : `“${file.name}”: ${fail(error).message}`;
        return { draft: { ...draft, media }, error: message };
      }
      throw error;
    }
  }
  return { draft: { ...draft, media } };
}

const again = (draft: ProductDraft, message = '', fields: Record<string, string> = {}) => ({ ok: false as const, message, fields, draft });

/** A text field of a post, or '' (a file part or a missing field). */
const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const products = {
  /** Create (no id) or update; other buttons (generate variants, image moves) re-render the form. */
  save: defineAction({
    accept: 'form',
    handler: async (form: FormData, context): Promise<ProductFormResult> => {
      const token = requireRouteAccess(context, '/products');
      const productId = text(form, 'id');
      const intent = text(form, 'intent') || 'save';
      const uploaded = await addUploads(token, form, draftFromForm(form));
      if (uploaded.error) return again(uploaded.draft, uploaded.error, { newImages: uploaded.error });
      const draft = applyIntent(uploaded.draft, intent);
      if (intent !== 'save') return { ...again(draft), step: true as const };

      const parsed = ProductInputSchema.safeParse(draftToInput(draft));
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[fieldName(issue.path)] ??= issue.message;
        return again(draft, m.api_error_correct_fields(), fields);
      }
      try {
        const saved = productId ? await productsApi.update(token, productId, parsed.data) : await productsApi.create(token, parsed.data);
        return succeed(editPage(saved.id), productId ? m.products_saved() : m.products_created({ title: saved.title }));
      } catch (error) {
        const failure = fail(error);
        return again(draft, failure.message, failure.fields);
      }
    },
  }),

  duplicate: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/products');
      try {
        const copy = await productsApi.duplicate(token, id);
        return succeed(editPage(copy.id), m.products_duplicated());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  delete: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/products');
      try {
        await productsApi.remove(token, id);
        return succeed('/products', m.products_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** Bulk actions of the list; delete goes to a confirmation page first. */
  bulk: defineAction({
    accept: 'form',
    input: z.object({
      ids: z.array(id).default([]),
      action: z.enum([...PRODUCT_STATUSES, 'add-to-collection', 'delete'], { error: () => m.products_choose_action() }),
      collectionId: z.string().max(100).optional(),
      returnTo: z.string().optional(),
    }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/products');
      const back = backTo(input.returnTo);
      const number = (n: number) => formatNumber(n, context.locals.display);
      if (input.ids.length === 0)
        return { ok: false, message: m.products_select_first(), fields: { ids: m.products_select_at_least_one() } };
      if (input.action === 'delete') {
        const query = new URLSearchParams({ returnTo: back });
        for (const one of input.ids) query.append('ids', one);
        return succeed(`/products/delete?${query}`);
      }
      try {
        if (input.action === 'add-to-collection') {
          if (!input.collectionId)
            return { ok: false, message: m.products_choose_collection_first(), fields: { collectionId: m.products_choose_collection() } };
          const { count } = await productsApi.bulk(token, {
            action: 'add-to-collection',
            ids: input.ids,
            collectionId: input.collectionId,
          });
          return succeed(
            back,
            count === 1 ? m.products_added_to_collection_one() : m.products_added_to_collection({ count: number(count) }),
          );
        }
        const { count } = await productsApi.bulk(token, { action: 'status', ids: input.ids, status: input.action });
        const status = productStatusLabel(input.action);
        return succeed(back, count === 1 ? m.products_set_status_one({ status }) : m.products_set_status({ count: number(count), status }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** The confirmed bulk delete. */
  bulkDelete: defineAction({
    accept: 'form',
    input: z.object({ ids, returnTo: z.string().optional() }),
    handler: async ({ ids, returnTo }, context) => {
      const token = requireRouteAccess(context, '/products');
      try {
        const { count } = await productsApi.bulk(token, { action: 'delete', ids });
        const deleted =
          count === 1 ? m.products_deleted_one() : m.products_deleted_many({ count: formatNumber(count, context.locals.display) });
        return succeed(backTo(returnTo), deleted);
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** CSV import: `preview` checks the file (dry run); `commit` applies the previewed text. */
  importCsv: defineAction({
    accept: 'form',
    input: z.object({
      file: z.instanceof(File).optional(),
      csv: z.string().optional(),
      intent: z.enum(['preview', 'commit']).default('preview'),
    }),
    handler: async (input, context): Promise<FormOutcome | (FormFailure & { report: ImportReport; csv: string })> => {
      const token = requireRouteAccess(context, '/products');
      const csv = input.file && input.file.size > 0 ? await input.file.text() : (input.csv ?? '');
      if (!csv.trim()) return { ok: false, message: m.products_choose_csv_first(), fields: { file: m.products_choose_csv() } };
      try {
        const report = await productsApi.importCsv(token, csv, input.intent !== 'commit');
        if (input.intent === 'commit') {
          const number = (n: number) => formatNumber(n, context.locals.display);
          const done = { created: number(report.created), updated: number(report.updated), unchanged: number(report.unchanged) };
          return succeed('/products', m.products_import_done(done));
        }
        return { ok: false, message: '', fields: {}, report, csv };
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
