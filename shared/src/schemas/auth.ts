/**
 * Staff identity on the wire: sign-in and its answer (the session user and where they land),
 * the current user with their menus, password reset, users (institution, partner and public
 * users), user types (roles) and their menus and features, and role–feature assignment.
 *
 * A feature is one thing a role may use: `url` names the screen or ability (the route names of
 * membership-backoffice.md §2.5, e.g. `bookings`, `user-types`); `type` 1 is a screen shown in
 * the side menu, `type` 2 an ability on a screen (cancel a booking, review forced gate
 * operations), never a menu entry.
 *
 * spec: membership-backoffice.md §2.4, §2.7, §3 (User, Session user), §6, §7 (Authentication;
 * Users, roles, menus); public-site.md §5 (Password reset); api-contract.md §Staff and devices.
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  afterEarlierRules,
  emailAddress,
  idText,
  list,
  MAX_COUNT,
  maxEntries,
  maxLengths,
  onceValid,
  optionalText,
  requiredText,
} from './common';

/** Shortest password a user may choose. */
export const PASSWORD_MIN_LENGTH = 10;

/** Longest password a user may choose (argon2 hashes any length; a bound keeps it cheap). */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest full name of a user. */
export const FULL_NAME_MAX_LENGTH = 80;

/** Users of the back office and the kiosk, and public users of the site. */
export const userKinds = ['institution', 'partner', 'public'] as const;
export type UserKind = (typeof userKinds)[number];

/** 1: a screen in the side menu; 2: an ability on a screen. */
export const featureTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'Type must be 1 (screen) or 2 (ability)',
});
export type FeatureType = z.infer<typeof featureTypeSchema>;

const password = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(maxLengths.text, messages.tooLong(maxLengths.text));

/**
 * A password being chosen: required, `PASSWORD_MIN_LENGTH` to `PASSWORD_MAX_LENGTH` characters.
 * The API also refuses well-known common passwords (api/src/auth/password-policy.ts).
 */
export const newPassword = password
  .min(PASSWORD_MIN_LENGTH, {
    error: messages.passwordTooShort(PASSWORD_MIN_LENGTH),
    ...afterEarlierRules,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: messages.passwordTooLong(PASSWORD_MAX_LENGTH),
    ...afterEarlierRules,
  });

/** Object-level rule: `new_password` (the confirmation) equals `password`. */
const passwordsMatch = z.refine<{ password: string; new_password: string }>(
  (value) => value.password === value.new_password,
  {
    message: messages.passwordMismatch,
    path: ['new_password'],
    ...onceValid('password', 'new_password'),
  },
);

/** `POST /auth/login`. */
export const loginRequestSchema = z.object({ email: emailAddress(), password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session user the client keeps (spec §3 Session user, plus the role's name). */
export const sessionUserSchema = z.object({
  public_id: z.string(),
  full_name: z.string(),
  /** The role's name, e.g. 'Gate Clerk'. */
  user_type: z.string(),
  /** The role's public id. */
  user_type_id: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `200` answer of `POST /auth/login`: the bearer token, the user, and the screen to open. */
export const loginResponseSchema = z.object({
  auth_token: z.string(),
  user: sessionUserSchema,
  /** `/bookings/inspection` for an Inspection Ranger, `/dashboard` otherwise. */
  landing: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const featureSchema = z.object({
  feature_public_id: z.string(),
  menu_public_id: z.string(),
  name: z.string(),
  url: z.string(),
  type: featureTypeSchema,
});
export type Feature = z.infer<typeof featureSchema>;

export const menuSchema = z.object({
  menu_public_id: z.string(),
  name: z.string(),
  features: z.array(featureSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** A feature as `GET /auth/me` names it: the screen or ability (`url`) the role grants. */
export const currentUserFeatureSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  url: z.string(),
  type: featureTypeSchema,
});

/** A menu of the user's role as `GET /auth/me` lists it, with only the role's features. */
export const currentUserMenuSchema = z.object({
  name: z.string(),
  features: z.array(currentUserFeatureSchema),
});
export type CurrentUserMenu = z.infer<typeof currentUserMenuSchema>;

/**
 * `GET /auth/me` (api-contract.md §Staff application): who is signed in (`partner`, the
 * partner's public id, only for a partner user), the menus of their role with the role's
 * features (the side menu and the route guard are built from them), and their landing.
 */
export const currentUserSchema = z.object({
  user: z.object({
    public_id: z.string(),
    full_name: z.string(),
    /** The role's name, e.g. 'Gate Clerk'. */
    user_type: z.string(),
    partner: z.string().optional(),
  }),
  menus: z.array(currentUserMenuSchema),
  /** `/bookings/inspection` for an Inspection Ranger, `/dashboard` otherwise. */
  landing: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `POST /auth/password/reset`: ask for a reset link. */
export const passwordResetRequestSchema = z.object({ email: emailAddress() });

/**
 * `POST /auth/password/reset/{reset_id}`: the new password and its confirmation
 * (`new_password`); unequal gives 'Make sure the password and confirm password are same'.
 */
export const passwordResetSchema = z
  .object({ password: newPassword, new_password: password, reset_id: idText.optional() })
  .check(passwordsMatch);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

const fullName = requiredText(messages.required, FULL_NAME_MAX_LENGTH);
const gatePublicId = idText.min(1);
const gatePublicIds = list(gatePublicId, maxEntries.choices).default([]);

/** `POST /users`: an institution (staff) user with a role and the gates they work at. */
export const createStaffUserSchema = z.strictObject({
  full_name: fullName,
  email: emailAddress(),
  phone: optionalText(maxLengths.phone),
  /** Role public id. */
  user_type_id: requiredText(messages.itemRequired, maxLengths.id),
  password: newPassword,
  gate_public_ids: gatePublicIds,
});
export type CreateStaffUser = z.infer<typeof createStaffUserSchema>;

/** `POST /users/partner`: a partner (tour operator) user, tied to its institution. */
export const createPartnerUserSchema = z.strictObject({
  full_name: fullName,
  email: emailAddress(),
  phone: optionalText(maxLengths.phone),
  partner_public_id: requiredText(messages.itemRequired, maxLengths.id),
  password: newPassword,
});
export type CreatePartnerUser = z.infer<typeof createPartnerUserSchema>;

/** `POST /auth/signup`: a public user of the site. */
export const publicSignupSchema = z
  .strictObject({
    full_name: fullName,
    email: emailAddress(),
    phone: optionalText(maxLengths.phone),
    password: newPassword,
    new_password: password,
  })
  .check(passwordsMatch);
export type PublicSignup = z.infer<typeof publicSignupSchema>;

/** `PATCH /users/{public_id}`: only the fields sent change; at least one must be sent. */
export const updateUserSchema = z
  .strictObject({
    full_name: fullName.optional(),
    /** Omitted: unchanged; null or blank: removed. */
    phone: optionalText(maxLengths.phone).optional(),
    user_type_id: requiredText(messages.itemRequired, maxLengths.id).optional(),
    gate_public_ids: list(gatePublicId, maxEntries.choices).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  });
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** A user as the users screens list them. */
export const userSchema = z.object({
  public_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_kind: z.enum(userKinds),
  user_type: z.string(),
  user_type_id: z.string(),
  partner_public_id: z.string().nullable(),
  gate_public_ids: z.array(z.string()),
  has_account: z.boolean(),
  suspended: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A role and where its users land after sign-in. */
export const userTypeSchema = z.object({
  role_public_id: z.string(),
  name: z.string(),
  landing: z.string(),
});
export type UserType = z.infer<typeof userTypeSchema>;

const landingPath = z
  .string()
  .max(maxLengths.id, messages.tooLong(maxLengths.id))
  .regex(/^\/[a-z0-9/-]*$/, 'Landing must be a path such as /dashboard')
  .default('/dashboard');

/** `POST /user-types`. */
export const createUserTypeSchema = z.strictObject({
  name: requiredText(messages.required, 60),
  landing: landingPath,
});

/** `PATCH /user-types/{role_public_id}`. */
export const updateUserTypeSchema = z.strictObject({
  name: requiredText(messages.required, 60).optional(),
  landing: landingPath.optional(),
});

/** `POST /menus` and `PATCH /menus/{menu_public_id}`. */
export const menuRequestSchema = z.strictObject({
  name: requiredText(messages.required, 60),
  sort_order: z.number().int().min(0).max(MAX_COUNT, messages.countMaximum(MAX_COUNT)).default(0),
});

/** `POST /features` and `PATCH /features/{feature_public_id}`. */
export const featureRequestSchema = z.strictObject({
  menu_public_id: requiredText(messages.itemRequired, maxLengths.id),
  name: requiredText(messages.required, 60),
  url: requiredText(messages.required, 120),
  type: featureTypeSchema,
});

/** `POST /role-features` and `POST /role-features/detach`. */
export const roleFeatureRequestSchema = z.strictObject({
  role_public_id: requiredText(messages.itemRequired, maxLengths.id),
  feature_public_id: requiredText(messages.itemRequired, maxLengths.id),
});
