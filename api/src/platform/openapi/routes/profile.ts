/** The seller's own profile, sessions and new shops (api/src/domains/profile/routes.ts). */
import { CreatedShopSchema, EndedAnswerSchema } from '../../../../../contract/answers.ts';
import { MessageAnswerSchema } from '../../../../../contract/auth.ts';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  CreateShopSchema,
  ProfileSchema,
  SessionListSchema,
  UpdateProfileSchema,
  UpdateDisplaySchema,
  DisplaySettingsSchema,
} from '../../../../../contract/profile.ts';
import { describeRoute } from '../registry.ts';

const profile = { tags: ['Profile'] } as const;
const none = { type: 'none', description: 'Done' } as const;

export const profileRoutes = [
  describeRoute({ method: 'GET', path: '/admin/profile', summary: "The seller's profile", ...profile, answer: ProfileSchema }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/profile',
    summary: 'Change name and phone',
    ...profile,
    body: UpdateProfileSchema,
    answer: ProfileSchema,
  }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/profile/display',
    summary: 'Change the language, digits and money grouping of the dashboard',
    ...profile,
    body: UpdateDisplaySchema,
    answer: DisplaySettingsSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/email',
    summary: 'Ask to change the e-mail (sends a confirmation link)',
    ...profile,
    body: ChangeEmailSchema,
    answer: MessageAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/email/confirm',
    summary: 'Confirm an e-mail change',
    ...profile,
    body: ConfirmEmailSchema,
    answer: ProfileSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/password',
    summary: 'Change the password (ends other sessions)',
    ...profile,
    body: ChangePasswordSchema,
    answer: MessageAnswerSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/profile/sessions',
    summary: "The seller's sessions",
    ...profile,
    answer: SessionListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/sessions/others/revoke',
    summary: 'Sign out every other session',
    ...profile,
    answer: EndedAnswerSchema,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/profile/sessions/:id',
    summary: 'Sign out one session',
    ...profile,
    answer: none,
    status: 204,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/profile/shops',
    summary: 'Open another shop and switch to it',
    ...profile,
    body: CreateShopSchema,
    answer: CreatedShopSchema,
    status: 201,
    errors: [409],
  }),
];
