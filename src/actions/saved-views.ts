/**
 * Saved views of the orders, products and customers lists: save the list's filters under a name, rename, share
 * (shop admins) and delete. Each checks the list's own route in the routes table, as the list page does.
 */
import { defineAction, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import { SAVED_VIEW_KINDS, SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_LIST, type SavedViewKind } from '../../contract/saved-views.ts';
import { savedViewsApi } from '../lib/api/saved-views.ts';
import { ApiError } from '../lib/api/errors.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { VIEW_LISTS, viewHref } from '../lib/saved-views.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const kind = z.enum(SAVED_VIEW_KINDS);
const version = z.coerce.number().int().positive().optional();
const invalid = (fields: Record<string, string>): FormOutcome => ({ ok: false, message: m.api_error_correct_fields(), fields });

/** The name's own errors, in the reader's language, before the Store API is asked. */
function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return m.saved_views_name_required();
  if (trimmed.length > SAVED_VIEW_NAME_MAX) return m.saved_views_name_too_long({ max: SAVED_VIEW_NAME_MAX });
  return null;
}

/** Back to the list the form was on (its filters kept); anything else is the list itself. */
function backTo(list: SavedViewKind, back: string | undefined): string {
  const path = VIEW_LISTS[list];
  return back && (back === path || back.startsWith(`${path}?`)) ? back : path;
}

/** A refusal: a duplicate name says so under the name field, in the reader's language. */
function refused(error: unknown): FormOutcome {
  if (error instanceof ApiError && error.code === 'DUPLICATE_NAME')
    return { ok: false, message: m.saved_views_duplicate(), fields: { name: m.saved_views_duplicate() } };
  if (error instanceof ApiError && error.code === 'TOO_MANY_VIEWS')
    return { ok: false, message: m.saved_views_too_many({ max: SAVED_VIEWS_PER_LIST }), fields: {} };
  return fail(error);
}

const access = (context: ActionAPIContext, list: SavedViewKind) => requireRouteAccess(context, VIEW_LISTS[list]);

export const savedViews = {
  create: defineAction({
    accept: 'form',
    input: z.object({ kind, name: z.string().default(''), query: z.string().max(2000).default('') }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = access(context, input.kind);
      const error = nameError(input.name);
      if (error) return invalid({ name: error });
      try {
        const view = await savedViewsApi.create(token, { kind: input.kind, name: input.name, query: input.query });
        return succeed(viewHref(view.kind, view.query), m.saved_views_saved({ name: view.name }));
      } catch (e) {
        return refused(e);
      }
    },
  }),

  rename: defineAction({
    accept: 'form',
    input: z.object({ kind, id: z.string().min(1).max(100), version, name: z.string().default(''), back: z.string().optional() }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = access(context, input.kind);
      const error = nameError(input.name);
      if (error) return invalid({ [`name-${input.id}`]: error });
      try {
        const view = await savedViewsApi.update(token, input.id, { name: input.name, version: input.version });
        return succeed(backTo(input.kind, input.back), m.saved_views_renamed({ name: view.name }));
      } catch (e) {
        const outcome = refused(e);
        return outcome.ok || !outcome.fields.name ? outcome : { ...outcome, fields: { [`name-${input.id}`]: outcome.fields.name } };
      }
    },
  }),

  share: defineAction({
    accept: 'form',
    input: z.object({ kind, id: z.string().min(1).max(100), version, shared: z.enum(['true', 'false']), back: z.string().optional() }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = access(context, input.kind);
      try {
        const view = await savedViewsApi.update(token, input.id, { shared: input.shared === 'true', version: input.version });
        const said = view.shared ? m.saved_views_shared_done({ name: view.name }) : m.saved_views_unshared_done({ name: view.name });
        return succeed(backTo(input.kind, input.back), said);
      } catch (e) {
        return fail(e);
      }
    },
  }),

  remove: defineAction({
    accept: 'form',
    input: z.object({ kind, id: z.string().min(1).max(100), version, back: z.string().optional() }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = access(context, input.kind);
      try {
        await savedViewsApi.remove(token, input.id, input.version);
        return succeed(backTo(input.kind, input.back), m.saved_views_deleted());
      } catch (e) {
        return fail(e);
      }
    },
  }),
};
