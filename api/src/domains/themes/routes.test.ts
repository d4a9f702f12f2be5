import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { shops, subscriptions, plans } from '../../db/schema/index.ts';
import { themeInfo, type ThemeState } from '../../../../contract/themes.ts';
import type { Storefront } from '../../../../contract/storefront.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const json = async <T = ThemeState>(res: Response) => (await res.json()) as T;
const state = async () => json(await t.get('/admin/themes', owner));
const nakshi = themeInfo('nakshi')!.defaults;

describe('themes', () => {
  it('lists three themes, one paid, with the default theme live and the demo seed draft of it', async () => {
    const s = await state();
    expect(s.themes.map((x) => [x.id, x.paid])).toEqual([
      ['bazaar', false],
      ['nakshi', false],
      ['monsoon', true],
    ]);
    expect(s.published.themeId).toBe('bazaar');
    expect(s.draft).toMatchObject({ themeId: 'bazaar', settings: themeInfo('bazaar')!.defaults });
    expect(s.previous).toBeNull();
  });

  it('saves a draft (rich text sanitised) without changing what is live; the preview shows the draft only when asked', async () => {
    const s = await state();
    const settings = {
      ...nakshi,
      colours: { ...nakshi.colours, accent: '#123456' },
      sections: [{ type: 'rich_text', heading: 'Hi', html: '<p>Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>' }],
    };
    const res = await t.send('PUT', '/admin/themes/draft', owner, { themeId: 'nakshi', settings, version: s.version });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved.draft?.themeId).toBe('nakshi');
    const html = (saved.draft!.settings.sections[0] as { html: string }).html;
    expect(html).not.toContain('script');
    expect(html).not.toContain('onerror');
    expect(saved.published.themeId).toBe('bazaar');
    const live = await json<Storefront>(await t.get('/admin/storefront/preview/home', owner));
    expect(live.theme).toMatchObject({ id: 'bazaar', draft: false });
    const draft = await json<Storefront>(await t.get('/admin/storefront/preview/home?theme=draft', owner));
    expect(draft.theme).toMatchObject({ id: 'nakshi', draft: true });
    expect(draft.theme.settings.colours.accent).toBe('#123456');
  });

  it('publishes the draft in one step (no draft left to publish again), keeps the previous for rollback, and rolls back', async () => {
    const before = await state();
    const published = await json(await t.post('/admin/themes/publish', { version: before.version }, owner));
    expect(published.published.themeId).toBe('nakshi');
    expect(published.previous?.themeId).toBe('bazaar');
    expect(published.draft).toBeNull();
    expect((await t.post('/admin/themes/publish', { version: published.version }, owner)).status).toBe(400);
    expect((await json<Storefront>(await t.get('/admin/storefront/preview/home', owner))).theme.id).toBe('nakshi');
    const rolled = await json(await t.post('/admin/themes/rollback', { version: published.version }, owner));
    expect(rolled.published.themeId).toBe('bazaar');
    expect(rolled.previous?.themeId).toBe('nakshi');
  });

  it('refuses a stale version with 409', async () => {
    const s = await state();
    const res = await t.post('/admin/themes/publish', { version: s.version - 1 }, owner);
    expect(res.status).toBe(409);
  });

  it('refuses bad colours and unknown fonts with field errors', async () => {
    const res = await t.send('PUT', '/admin/themes/draft', owner, {
      themeId: 'bazaar',
      settings: { ...nakshi, colours: { ...nakshi.colours, text: 'red' }, font: 'comic' },
    });
    expect(res.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(res);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['settings.colours.text', 'settings.font']));
  });

  it('needs buy_theme for the paid theme: Growth is refused, Pro may', async () => {
    const refused = await t.send('PUT', '/admin/themes/draft', owner, { themeId: 'monsoon', settings: themeInfo('monsoon')!.defaults });
    expect(refused.status).toBe(403);
    expect((await json<{ code: string; message: string }>(refused)).code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await state()).themes.find((x) => x.id === 'monsoon')!.available).toBe(false);
    const [dhaka] = await t.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [pro] = await t.db.select().from(plans).where(eq(plans.name, 'Pro'));
    await t.db.update(subscriptions).set({ planId: pro!.id }).where(eq(subscriptions.shopId, dhaka!.id));
    const allowed = await t.send('PUT', '/admin/themes/draft', owner, { themeId: 'monsoon', settings: themeInfo('monsoon')!.defaults });
    expect(allowed.status).toBe(200);
  });

  it('refuses staff without themes, and their draft preview', async () => {
    expect((await t.get('/admin/themes', staff)).status).toBe(403);
    expect((await t.post('/admin/themes/publish', {}, staff)).status).toBe(403);
    expect((await t.send('PUT', '/admin/themes/draft', staff, { themeId: 'bazaar', settings: nakshi })).status).toBe(403);
    expect((await t.get('/admin/storefront/preview/home?theme=draft', staff)).status).toBe(403);
    expect((await t.get('/admin/storefront/preview/home', staff)).status).toBe(200);
    expect((await t.post('/admin/storefront/preview/home', { themeId: 'nakshi', settings: nakshi }, staff)).status).toBe(403);
  });

  it('draws the home page with settings not saved yet, sanitised, and stores nothing', async () => {
    const before = await state();
    const settings = {
      ...nakshi,
      colours: { ...nakshi.colours, accent: '#abcdef' },
      sections: [
        { type: 'rich_text', heading: 'Unsaved', html: '<p>Draft words<script>alert(1)</script></p>' },
        { type: 'hero', heading: 'Live hero', text: '', imageUrl: '', buttonLabel: '' },
      ],
    };
    const res = await t.post('/admin/storefront/preview/home', { themeId: 'nakshi', settings }, owner);
    expect(res.status).toBe(200);
    const sf = await json<Storefront>(res);
    expect(sf.theme).toMatchObject({ id: 'nakshi', draft: true, settings: { colours: { accent: '#abcdef' } } });
    expect(sf.view.kind === 'home' && sf.view.sections.map((s) => s.type)).toEqual(['rich_text', 'hero']);
    expect(JSON.stringify(sf.view)).not.toContain('<script');
    expect(await state()).toEqual(before);
    const bad = await t.post('/admin/storefront/preview/home', { themeId: 'nakshi', settings: { ...settings, font: 'comic' } }, owner);
    expect(bad.status).toBe(400);
  });
});
