import { describe, expect, it } from 'vitest';
import { contentBody, contentDraftFromForm, contentPreviewHref, emptyContentDraft } from './content-form.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

describe('contentBody', () => {
  it('schedules at the Dhaka time typed, as UTC', () => {
    const draft = { ...emptyContentDraft(), title: 'Eid', publishAt: '2030-04-10T09:00' };
    expect(contentBody('post', draft, 'schedule')).toEqual({
      ok: true,
      body: expect.objectContaining({ status: 'scheduled', publishAt: '2030-04-10T03:00:00.000Z', tags: '', comments: 'closed' }),
    });
  });

  it('publishes now and saves drafts without a time; pages carry no tags or comments', () => {
    const draft = { ...emptyContentDraft(), title: 'About', publishAt: '2030-04-10T09:00', version: '3' };
    const body = contentBody('page', draft, 'publish');
    expect(body).toEqual({ ok: true, body: expect.objectContaining({ status: 'published', publishAt: null, version: 3 }) });
    expect(body.ok && 'tags' in body.body).toBe(false);
    expect(contentBody('page', draft, 'draft')).toMatchObject({ ok: true, body: { status: 'draft' } });
  });

  it('refuses a schedule time that is not a date as a field error', () => {
    expect(contentBody('page', { ...emptyContentDraft(), publishAt: 'next week' }, 'schedule')).toEqual({
      ok: false,
      fields: { publishAt: 'Enter a valid date and time' },
    });
  });
});

describe('contentDraftFromForm', () => {
  it('keeps what was typed and falls back to safe choices', () => {
    const draft = contentDraftFromForm(
      formOf({ title: 'T', status: 'weird', comments: 'open', image: '{"small":"/media/a.webp"}', tags: 'a, b' }),
    );
    expect(draft).toMatchObject({ title: 'T', status: 'draft', comments: 'open', image: { small: '/media/a.webp' }, tags: 'a, b' });
  });
});

it('links the preview of a page and a post to the storefront preview', () => {
  expect(contentPreviewHref('page', 'about-us')).toBe('/store/preview/pages/about-us?entry=draft');
  expect(contentPreviewHref('post', 'eid')).toBe('/store/preview/blog/eid?entry=draft');
});
