/** Sign-in, sign-up, password reset, the seller and the shop switch (api/src/domains/auth, sellers). */
import { z } from 'zod';
import {
  ChangeShopAnswerSchema,
  ChangeShopSchema,
  ForgotPasswordSchema,
  LoginLinkSchema,
  LoginSchema,
  MessageAnswerSchema,
  ResetPasswordSchema,
  ShopListEntrySchema,
  SignupSchema,
  TokenAnswerSchema,
  UserSchema,
} from '../../../../../contract/auth.ts';
import { describeRoute } from '../registry.ts';

const tags = ['Auth'];

export const authRoutes = [
  describeRoute({
    method: 'POST',
    path: '/auth/sellers/login',
    summary: 'Sign in with e-mail and password',
    tags,
    public: true,
    body: LoginSchema,
    answer: TokenAnswerSchema,
    errors: [429],
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/request',
    summary: 'Sign up: a seller and their first shop',
    tags,
    public: true,
    body: SignupSchema,
    answer: TokenAnswerSchema,
    status: 201,
    errors: [409, 429],
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End this session',
    tags,
    answer: { type: 'none', description: 'Signed out' },
    status: 204,
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/password/forgot',
    summary: 'Send a password-reset link',
    tags,
    public: true,
    body: ForgotPasswordSchema,
    answer: MessageAnswerSchema,
    errors: [429],
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Set a new password with a reset link',
    tags,
    public: true,
    body: ResetPasswordSchema,
    answer: MessageAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/auth/sellers/login-link',
    summary: 'Sign in with a one-time link',
    tags,
    public: true,
    body: LoginLinkSchema,
    answer: TokenAnswerSchema,
  }),
  describeRoute({ method: 'GET', path: '/admin/sellers/user', summary: 'The signed-in seller', tags, answer: UserSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/seller/shop-list',
    summary: "The seller's shops",
    tags,
    answer: z.array(ShopListEntrySchema),
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/seller/change-shop',
    summary: 'Switch the active shop',
    tags,
    body: ChangeShopSchema,
    answer: ChangeShopAnswerSchema,
  }),
];
