/**
 * Pages and blog posts (/store/pages …, /store/blog …): save with the button pressed (draft, publish now,
 * schedule), pick or upload the featured image, delete. A failed save re-renders the editor with what was typed.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import type { ContentKind } from '../../contract/content.ts';
import { ApiError } from '../lib/api/errors.ts';
import { blogPostsApi, pagesApi } from '../lib/api/content.ts';
import { filesApi } from '../lib/api/files.ts';
import { CONTENT_PATHS, contentBody, contentDraftFromForm, isContentIntent, type ContentDraft } from '../lib/content-form.ts';
import { fail, succeed, type FormFailure, type FormOutcome } from '../lib/forms.ts';
import { imagesOnly } from '../lib/images.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';
import { apiErrorText } from '../lib/api/error-text.ts';

export type ContentFormResult = (FormFailure & { draft: ContentDraft }) | FormOutcome;

const again = (draft: ContentDraft, message = '', fields: Record<string, string> = {}) => ({ ok: false as const, message, fields, draft });

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The toast of a save: what was saved and how, by the button pressed. */
const DONE = {
  page: { draft: m.content_page_saved_draft, publish: m.content_page_published, schedule: m.content_page_scheduled },
  post: { draft: m.content_post_saved_draft, publish: m.content_post_published, schedule: m.content_post_scheduled },
} as const;

/** The save handler of one kind: the page's route decides the permission key (pages or blogs). */
const saveOf = (kind: ContentKind) =>
  defineAction({
    accept: 'form',
    handler: async (form: FormData, context): Promise<ContentFormResult> => {
      const paths = CONTENT_PATHS[kind];
      const token = requireRouteAccess(context, paths.create);
      const id = text(form, 'id');
      const intent = text(form, 'intent') || 'draft';
      let draft = contentDraftFromForm(form);

      if (intent === 'remove-image') return again({ ...draft, image: null, imageFileId: '' });
      const picked = text(form, 'pickFileId');
      if (intent === 'pick-image') {
        if (!picked) return again(draft, '', { pickFileId: m.content_choose_image() });
        const file = await filesApi.get(token, picked).catch(() => null);
        if (!file || file.kind !== 'image') return again(draft, '', { pickFileId: m.content_choose_image_from_files() });
        return again({ ...draft, image: file.sizes, imageFileId: file.id, imageAlt: draft.imageAlt || file.name.replace(/\.[^.]+$/, '') });
      }
      const upload = form.get('newImage');
      if (upload instanceof File && upload.size > 0) {
        try {
          const item = await filesApi.upload(token, upload);
          if (item.kind !== 'image') return again(draft, m.content_not_an_image({ name: upload.name }), { newImage: imagesOnly() });
          draft = { ...draft, image: item.sizes, imageFileId: item.id, imageAlt: draft.imageAlt || upload.name.replace(/\.[^.]+$/, '') };
        } catch (error) {
          if (error instanceof ApiError && !error.isUnavailable && error.status !== 401) {
            const message =
              error.code === 'UNSUPPORTED_TYPE' ? `${m.content_not_an_image({ name: upload.name })} ${imagesOnly()}` : apiErrorText(error);
            return again(draft, message, { newImage: message });
          }
          throw error;
        }
      }
      if (!isContentIntent(intent)) return again(draft);

      const body = contentBody(kind, draft, intent);
      if (!body.ok) return again(draft, m.api_error_correct_fields(), body.fields);
      const remote = kind === 'page' ? pagesApi : blogPostsApi;
      try {
        const saved = id ? await remote.update(token, id, body.body) : await remote.create(token, body.body);
        return succeed(paths.update(saved.id), DONE[kind][intent]({ title: saved.title }));
      } catch (error) {
        const failure = fail(error);
        return again(draft, failure.message, failure.fields);
      }
    },
  });

const removeOf = (kind: ContentKind) =>
  defineAction({
    accept: 'form',
    input: z.object({ id: z.string().min(1).max(100) }),
    handler: async ({ id }, context): Promise<FormOutcome> => {
      const paths = CONTENT_PATHS[kind];
      const token = requireRouteAccess(context, `${paths.list}/update/[id]`);
      try {
        await (kind === 'page' ? pagesApi : blogPostsApi).remove(token, id);
        return succeed(paths.list, kind === 'page' ? m.content_page_deleted() : m.content_post_deleted());
      } catch (error) {
        return fail(error);
      }
    },
  });

export const content = {
  savePage: saveOf('page'),
  removePage: removeOf('page'),
  savePost: saveOf('post'),
  removePost: removeOf('post'),
};
