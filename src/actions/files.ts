/** The file library (/files): upload several files at once, delete one (after the page's confirmation). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { ApiError } from '../lib/api/errors.ts';
import { filesApi } from '../lib/api/files.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { uploadSummary } from '../lib/files.ts';
import { safeNext } from '../lib/safe-next.ts';
import { formatNumber } from '../../contract/format.ts';
import { apiErrorText } from '../lib/api/error-text.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const returnTo = z.string().optional();

export const files = {
  upload: defineAction({
    accept: 'form',
    input: z.object({ files: z.array(z.instanceof(File)).default([]), returnTo }),
    handler: async (input, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/files');
      // A file input left empty still posts one nameless, empty part.
      const chosen = input.files.filter((file) => file.name !== '' || file.size > 0);
      if (chosen.length === 0) return { ok: false, message: m.files_choose_first(), fields: { files: m.files_choose() } };
      const refused: { name: string; message: string }[] = [];
      let uploaded = 0;
      for (const file of chosen) {
        try {
          await filesApi.upload(token, file);
          uploaded += 1;
        } catch (error) {
          if (!(error instanceof ApiError) || error.isUnavailable || error.status === 401) return fail(error);
          refused.push({ name: file.name, message: apiErrorText(error) });
        }
      }
      const summary = uploadSummary(uploaded, refused, context.locals.display);
      const back = safeNext(input.returnTo, '/files');
      return refused.length ? { ok: false, message: summary, fields: { files: m.files_some_refused() } } : succeed(back, summary);
    },
  }),

  delete: defineAction({
    accept: 'form',
    input: z.object({ id: z.string().min(1), returnTo }),
    handler: async ({ id, returnTo }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, '/files');
      try {
        const answer = await filesApi.remove(token, id);
        const deleted = answer.warnings.length
          ? m.files_deleted_still_used({ count: formatNumber(answer.usedBy.length, context.locals.display) })
          : m.files_deleted();
        return succeed(safeNext(returnTo, '/files'), deleted);
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
