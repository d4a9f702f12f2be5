/** Menus (api/src/domains/menus/routes.ts). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  MenuCreateSchema,
  MenuListSchema,
  MenuSchema,
  MenuTargetOptionsSchema,
  MenuTargetQuerySchema,
  MenuUpdateSchema,
} from '../../../../../contract/menus.ts';
import { describeRoute } from '../registry.ts';

const menus = { tags: ['Menus'], permission: 'navigations' } as const;

export const menuRoutes = [
  describeRoute({ method: 'GET', path: '/admin/menus', summary: 'Menus, Main menu and Footer first', ...menus, answer: MenuListSchema }),
  describeRoute({
    method: 'POST',
    path: '/admin/menus',
    summary: 'Add a menu',
    ...menus,
    body: MenuCreateSchema,
    answer: MenuSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/menus/targets',
    summary: 'Collections, products, pages and posts a menu item can link to',
    ...menus,
    query: MenuTargetQuerySchema,
    answer: MenuTargetOptionsSchema,
  }),
  describeRoute({ method: 'GET', path: '/admin/menus/:id', summary: 'One menu with its items', ...menus, answer: MenuSchema }),
  describeRoute({
    method: 'PUT',
    path: '/admin/menus/:id',
    summary: 'Save a whole menu (name, handle, every item in order)',
    ...menus,
    body: MenuUpdateSchema,
    answer: MenuSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/menus/:id',
    summary: 'Delete a menu (not Main menu or Footer)',
    ...menus,
    answer: OkAnswerSchema,
  }),
];
