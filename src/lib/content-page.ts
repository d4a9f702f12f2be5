/**
 * What the editor pages of pages and posts load besides the record: the editor's action result (draft kept on a
 * refused save) and the shop's latest images for "Choose from your files".
 */
import type { AstroGlobal } from 'astro';
import type { ContentFormResult } from '../actions/content.ts';
import { filesApi } from './api/files.ts';
import type { ContentDraft } from './content-form.ts';
import { formState, type FormState } from './forms.ts';

export async function editorState(
  Astro: AstroGlobal,
  result: { data?: ContentFormResult } | undefined,
): Promise<{ form: FormState; draft: ContentDraft | null; images: Awaited<ReturnType<typeof filesApi.list>>['response'] }> {
  const token = Astro.locals.token!;
  const [form, images] = await Promise.all([
    formState(Astro, result as Parameters<typeof formState>[1]),
    filesApi.list(token, { kind: 'image', limit: 12, sort: '-createdAt' }),
  ]);
  const data = result?.data && !result.data.ok && 'draft' in result.data ? result.data : null;
  return { form, draft: data?.draft ?? null, images: images.response };
}
