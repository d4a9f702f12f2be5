/** Themes (api/src/domains/themes/routes.ts). */
import { ThemeCollectionsSchema, ThemeDraftSaveSchema, ThemeStateSchema, ThemeVersionSchema } from '../../../../../contract/themes.ts';
import { describeRoute } from '../registry.ts';

const themes = { tags: ['Themes'], permission: 'themes' } as const;

export const themeRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/themes',
    summary: 'Themes with the live, previous and draft versions',
    ...themes,
    answer: ThemeStateSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/themes/collections',
    summary: 'Published collections a featured-collection section can show',
    ...themes,
    answer: ThemeCollectionsSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/themes/draft',
    summary: 'Save the draft being customised (a paid theme needs buy_theme)',
    ...themes,
    body: ThemeDraftSaveSchema,
    answer: ThemeStateSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/themes/draft',
    summary: 'Throw the draft away',
    ...themes,
    answer: ThemeStateSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/themes/publish',
    summary: 'Put the draft live; the live version is kept for rollback',
    ...themes,
    body: ThemeVersionSchema,
    answer: ThemeStateSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/themes/rollback',
    summary: 'Put the version live before the last publish back',
    ...themes,
    body: ThemeVersionSchema,
    answer: ThemeStateSchema,
    errors: [409],
  }),
];
