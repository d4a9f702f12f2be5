/**
 * Menus (/store/navigations): add a menu, save one (the whole tree, after the button pressed: add, move, indent,
 * outdent, remove or save), delete one. The menu builder island calls `update` with the same fields.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { menusApi } from '../lib/api/menus.ts';
import { ApiError } from '../lib/api/errors.ts';
import { answer, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { menuBody, readMenuForm, rowFields } from '../lib/menu-form.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';
import { apiErrorText } from '../lib/api/error-text.ts';

const values = (data: FormData) => {
  const out: Record<string, string> = {};
  for (const [k, v] of data.entries()) if (typeof v === 'string') out[k] = v;
  return out;
};
const invalid = (fields: Record<string, string>): FormOutcome => ({ ok: false, message: m.api_error_correct_fields(), fields });
const editPath = (id: string) => `/store/navigations/update/${encodeURIComponent(id)}`;

export const menus = {
  create: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/navigations/create');
      const { name = '', handle = '' } = values(data);
      if (!name.trim()) return invalid({ name: m.menus_enter_name() });
      try {
        const menu = await menusApi.create(token, { name, ...(handle.trim() ? { handle } : {}) });
        return succeed(editPath(menu.id), m.menus_created({ name: menu.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  update: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome & { version?: number }> => {
      const token = requireRouteAccess(context, '/store/navigations/update/[id]');
      const id = values(data).id ?? '';
      const form = readMenuForm(values(data));
      if (!form.ok) return invalid(form.fields);
      try {
        const menu = await menusApi.update(token, id, menuBody(form));
        const outcome = succeed(editPath(menu.id), form.message);
        return { ...outcome, version: menu.version };
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          return { ok: false, message: apiErrorText(error), fields: rowFields(form.rows, error.fields) };
        }
        return fail(error);
      }
    },
  }),

  /** Collections, products, pages and posts whose title contains `q`, for the builder's target picker. */
  targets: defineAction({
    accept: 'json',
    input: z.object({ q: z.string().max(100) }),
    handler: async ({ q }, context) => {
      const token = requireRouteAccess(context, '/store/navigations/update/[id]');
      return answer(async () => (await menusApi.targets(token, { q: q.trim() || undefined, limit: 20 })).response);
    },
  }),

  remove: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/store/navigations/update/[id]');
      try {
        await menusApi.remove(token, values(data).id ?? '');
        return succeed('/store/navigations', m.menus_removed());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
