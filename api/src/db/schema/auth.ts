/**
 * Staff identity's tables: user types (roles), menus and their features, which features each
 * role has, users (institution, partner and public users) and the gates they work at, sessions
 * (bearer tokens, kept as SHA-256 hashes so any API instance can check and revoke them),
 * sign-in attempts (for rate limiting per account and per address), password reset requests
 * (for throttling them) and password resets (the reset id is kept as a hash too).
 *
 * Passwords are argon2id hashes (PHC strings). `offline_verifier` is a second argon2id hash
 * of the same password, with its own salt, that kiosks download to sign staff in offline; the
 * login hash itself never leaves the API.
 *
 * Public ids of roles, menus and features are text: the seed gives readable ids
 * (`role-administrator`), later ones get a random UUID.
 *
 * spec: membership-backoffice.md §3 (User, Session user), §6, §7 (Authentication; Users,
 * roles, menus); ARCHITECTURE.md §Running it (sessions in Postgres).
 */
import { userKinds } from '@hifadhi/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gates, partners } from './catalogue';

export const userKindEnum = pgEnum('user_kind', userKinds);

const randomTextId = () => text().notNull().unique().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const sortOrder = () => integer().notNull().default(0);

/** A role. `landing` is the screen its users open after sign-in. */
export const userTypes = pgTable('user_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  role_public_id: randomTextId(),
  name: text().notNull().unique(),
  landing: text().notNull().default('/dashboard'),
  created_at: createdAt(),
});

/** A group of features in the side menu. Soft-deleted with `deleted_at`. */
export const menus = pgTable('menus', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  menu_public_id: randomTextId(),
  name: text().notNull(),
  sort_order: sortOrder(),
  deleted_at: timestamp({ withTimezone: true }),
});

/**
 * A screen (type 1) or ability (type 2) a role may be given. `url` is what the API's
 * authorisation and the site's route guard match on; it is unique among live features.
 */
export const features = pgTable(
  'features',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    feature_public_id: randomTextId(),
    menu_id: integer()
      .notNull()
      .references(() => menus.id),
    name: text().notNull(),
    url: text().notNull(),
    type: smallint().notNull(),
    sort_order: sortOrder(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('feature_type', sql`${table.type} in (1, 2)`),
    uniqueIndex('features_live_url').on(table.url).where(sql`${table.deleted_at} is null`),
    index('features_menu').on(table.menu_id),
  ],
);

/** Which features each role has. */
export const userTypeFeatures = pgTable(
  'user_type_features',
  {
    user_type_id: integer()
      .notNull()
      .references(() => userTypes.id, { onDelete: 'cascade' }),
    feature_id: integer()
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.user_type_id, table.feature_id] })],
);

/**
 * A user and their role (public users have the Public User role, which has no features). A
 * partner user also has its institution (`partner_public_id`) and sees only that partner's
 * bookings. E-mail addresses are unique regardless of case.
 */
export const users = pgTable(
  'users',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    user_kind: userKindEnum().notNull(),
    user_type_id: integer()
      .notNull()
      .references(() => userTypes.id),
    partner_public_id: text().references(() => partners.public_id),
    full_name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    /** argon2id PHC string; null for a user who cannot sign in. */
    password_hash: text(),
    /** argon2id PHC string of the same password for kiosks (see the module comment). */
    offline_verifier: text(),
    customer_code_kes: text(),
    customer_code_usd: text(),
    suspended_at: timestamp({ withTimezone: true }),
    deleted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email').on(sql`lower(${table.email})`),
    check(
      'users_partner_institution',
      sql`(${table.user_kind} = 'partner') = (${table.partner_public_id} is not null)`,
    ),
  ],
);

/** The gates a staff user works at: their offline verifier goes to those gates' kiosks. */
export const userGates = pgTable(
  'user_gates',
  {
    user_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gate_public_id: text()
      .notNull()
      .references(() => gates.gate_public_id),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.gate_public_id] })],
);

/**
 * A signed-in session: the bearer token's SHA-256 (hex), never the token. Valid while not
 * revoked and before `expires_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    token_hash: text().notNull().unique(),
    address: text().notNull(),
    user_agent: text(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('sessions_live_user').on(table.user_id).where(sql`${table.revoked_at} is null`),
  ],
);

/** Every sign-in attempt: the e-mail as typed (lower case), the client address, the outcome. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    address: text().notNull(),
    succeeded: boolean().notNull(),
    at: createdAt(),
  },
  (table) => [
    index('login_attempts_email').on(table.email, table.at),
    index('login_attempts_address').on(table.address, table.at),
  ],
);

/**
 * Every request for a password reset link, whether or not the e-mail (lower case) has an
 * account: reset requests are throttled per e-mail and per client address from these rows.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    address: text().notNull(),
    at: createdAt(),
  },
  (table) => [
    index('password_reset_requests_email').on(table.email, table.at),
    index('password_reset_requests_address').on(table.address, table.at),
  ],
);

/** A password reset link: the reset id's SHA-256 (hex); usable once, until `expires_at`. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    token_hash: text().notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('password_resets_user').on(table.user_id)],
);
