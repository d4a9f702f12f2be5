/** Collection actions (no-JS forms of /collections …); each checks the products key through the routes table. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { CollectionInputSchema } from '../../contract/collection.ts';
import { ApiError } from '../lib/api/errors.ts';
import { collectionsApi } from '../lib/api/collections.ts';
import { filesApi } from '../lib/api/files.ts';
import { productsApi } from '../lib/api/products.ts';
import {
  applyCollectionIntent,
  collectionDraftFromForm,
  collectionDraftToInput,
  type CollectionDraft,
  type ProductRef,
} from '../lib/collection-form.ts';
import { fail, succeed, type FormFailure, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';
import { fieldName } from '../lib/product-form.ts';
import { requireRouteAccess } from './access.ts';

const editPage = (id: string) => `/collections/update/${encodeURIComponent(id)}`;

export type CollectionFormResult = (FormFailure & { draft: CollectionDraft; found?: ProductRef[] }) | FormOutcome;

const again = (draft: CollectionDraft, message = '', fields: Record<string, string> = {}, found?: ProductRef[]) => ({
  ok: false as const,
  message,
  fields,
  draft,
  ...(found ? { found } : {}),
});

/** A text field of a post, or '' (a file part or a missing field). */
const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const collections = {
  /** Create (no id) or update; other buttons (search, add, reorder, rules, image) re-render the form. */
  save: defineAction({
    accept: 'form',
    handler: async (form: FormData, context): Promise<CollectionFormResult> => {
      const token = requireRouteAccess(context, '/collections');
      const id = text(form, 'id');
      const intent = text(form, 'intent') || 'save';
      let draft = applyCollectionIntent(collectionDraftFromForm(form), intent);

      const upload = form.get('newImage');
      if (upload instanceof File && upload.size > 0) {
        try {
          const item = await filesApi.upload(token, upload);
          if (item.kind !== 'image') {
            const notImage = m.catalog_not_image({ name: upload.name });
            return again(draft, notImage, { newImage: notImage });
          }
          draft = { ...draft, image: item.sizes, imageFileId: item.id, imageAlt: draft.imageAlt || upload.name.replace(/\.[^.]+$/, '') };
        } catch (error) {
          if (error instanceof ApiError && !error.isUnavailable && error.status !== 401) {
            const message = error.code === 'UNSUPPORTED_TYPE' ? m.catalog_not_image({ name: upload.name }) : fail(error).message;
            return again(draft, message, { newImage: message });
          }
          throw error;
        }
      }

      if (intent === 'search') {
        const q = draft.search.trim();
        const list = q ? await productsApi.list(token, { q, limit: 10, sort: 'title' }) : { response: [] };
        const found = list.response.map((p) => ({ id: p.id, title: p.title }));
        return { ...again(draft, '', {}, found), step: true as const };
      }
      if (intent !== 'save') return { ...again(draft), step: true as const };

      const parsed = CollectionInputSchema.safeParse(collectionDraftToInput(draft));
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[fieldName(issue.path)] ??= issue.message;
        return again(draft, m.api_error_correct_fields(), fields);
      }
      try {
        const saved = id ? await collectionsApi.update(token, id, parsed.data) : await collectionsApi.create(token, parsed.data);
        return succeed(editPage(saved.id), id ? m.collections_saved() : m.collections_created({ title: saved.title }));
      } catch (error) {
        const failure = fail(error);
        return again(draft, failure.message, failure.fields);
      }
    },
  }),

  delete: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().min(1).max(100) }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/collections');
      try {
        await collectionsApi.remove(token, id);
        return succeed('/collections', m.collections_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
