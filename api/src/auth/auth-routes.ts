/**
 * Authentication endpoints: sign-in (`POST /auth/login`), sign-out, the current user, public
 * sign-up, and password reset (ask for a link; set a new password through it).
 *
 * spec: api-contract.md §Staff and devices; membership-backoffice.md §7 (Authentication;
 * Users: signup); public-site.md §5 (password reset).
 */

import { messages } from '@hifadhi/shared/messages';
import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  publicSignupSchema,
  userSchema,
} from '@hifadhi/shared/schemas/auth';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { signUpPublicUser } from '../users/user-accounts';
import { signedIn } from './access';
import { createAuthRouter } from './auth-env';
import { clientAddress } from './client-address';
import { currentUser } from './current-user';
import { type PasswordResetDeps, requestPasswordReset, resetPassword } from './password-reset';
import { revokeSession } from './sessions';
import { signIn } from './sign-in';
import { staffGuard } from './staff-guard';
import { staffRoute } from './staff-route';

/** What the authentication endpoints use: the database, clock, logger, site and mailer. */
export type AuthDeps = PasswordResetDeps;

const messageSchema = z.object({ message: z.string() });

const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  request: jsonBody(loginRequestSchema),
  responses: {
    200: jsonContent(loginResponseSchema, 'Signed in: the bearer token, the user, where they land'),
    400: errorResponse('E-mail or password missing'),
    401: errorResponse('Wrong Credentials'),
    403: errorResponse('The account is suspended'),
    429: errorResponse('Too many failed attempts for this account or address'),
  },
});

const signup = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags: ['Auth'],
  summary: 'Sign up as a public user',
  request: jsonBody(publicSignupSchema),
  responses: {
    201: jsonContent(userSchema, 'The new public user'),
    400: errorResponse('A field is missing or wrong; the passwords differ'),
    409: errorResponse('The e-mail already has an account'),
  },
});

const askReset = createRoute({
  method: 'post',
  path: '/auth/password/reset',
  tags: ['Auth'],
  summary: 'Ask for a password reset link by e-mail',
  request: jsonBody(passwordResetRequestSchema),
  responses: {
    202: jsonContent(messageSchema, 'Sent when the e-mail has an account (the answer is the same)'),
    400: errorResponse('E-mail missing or not valid'),
    429: errorResponse('Too many reset requests from this address within the hour'),
  },
});

const reset = createRoute({
  method: 'post',
  path: '/auth/password/reset/{reset_id}',
  tags: ['Auth'],
  summary: 'Set a new password through a reset link',
  request: {
    params: z.object({ reset_id: z.string().min(1) }),
    ...jsonBody(passwordResetSchema),
  },
  responses: {
    200: jsonContent(messageSchema, 'Password changed; every session of the user is signed out'),
    400: errorResponse(
      'Passwords differ, too short, too long or too common; link unknown, used, revoked or expired',
    ),
  },
});

/** The authentication router; mount it under `/api/v1`. */
export function authRoutes(deps: AuthDeps) {
  const guard = staffGuard(deps);
  const logout = staffRoute(guard, signedIn, {
    method: 'post',
    path: '/auth/logout',
    tags: ['Auth'],
    summary: 'Sign out: revoke this bearer token',
    responses: { 200: jsonContent(messageSchema, 'Signed out') },
  });
  const me = staffRoute(guard, signedIn, {
    method: 'get',
    path: '/auth/me',
    tags: ['Auth'],
    summary: 'The signed-in user with the menus and features of their role',
    responses: { 200: jsonContent(currentUserSchema, 'The signed-in user') },
  });

  return createAuthRouter()
    .openapi(login, async (c) => {
      const answer = await signIn(deps, c.req.valid('json'), {
        address: clientAddress(c),
        user_agent: c.req.header('User-Agent') ?? null,
      });
      return c.json(answer, 200);
    })
    .openapi(logout, async (c) => {
      await revokeSession(deps.db, c.var.staff.session_id, deps.clock.now());
      return c.json({ message: messages.signedOut }, 200);
    })
    .openapi(me, async (c) => c.json(await currentUser(deps.db, c.var.staff), 200))
    .openapi(signup, async (c) => c.json(await signUpPublicUser(deps.db, c.req.valid('json')), 201))
    .openapi(askReset, async (c) => {
      await requestPasswordReset(deps, {
        email: c.req.valid('json').email,
        address: clientAddress(c),
      });
      return c.json({ message: messages.passwordResetSent }, 202);
    })
    .openapi(reset, async (c) => {
      await resetPassword(deps, c.req.valid('param').reset_id, c.req.valid('json').password);
      return c.json({ message: messages.passwordChanged }, 200);
    });
}
