/**
 * What staff and device tests share: the demo catalogue's staff users (Administrator, Gate
 * Clerk, Inspection Ranger, Partner) with their passwords, seeding them with the starting roles,
 * menus and features, signing in through the API, and a clock tests can move.
 */
import type { StaffUser } from '@hifadhi/shared/catalogue/catalogue';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { seedStaffAccess } from '../db/seed';
import type { Mail, Mailer } from '../mail/mailer';
import { createTestApp } from '../test/test-app';
import { testNow } from '../test/test-clock';

/** The demo staff users by role name. */
export const demoStaff = Object.fromEntries(
  demoCatalogue(calendarDateAt(testNow)).staff_users.map((user) => [user.user_type, user]),
) as Record<StaffUser['user_type'], StaffUser>;

/** Writes the starting roles, menus and features and the demo staff (on every gate). */
export async function seedStaff(db: Database): Promise<void> {
  await seedStaffAccess(db, testNow, { demoStaff: true });
}

/** A clock at `start` that a test moves forward. */
export function movableClock(start: Date = testNow): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Headers of a JSON request with bearer `token`. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** The request init of a JSON POST (with bearer `token` when given). */
export function postJson(body: unknown, token?: string): RequestInit {
  return {
    method: 'POST',
    headers: token ? bearer(token) : { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Env bindings that make a request come from `address` (as @hono/node-server gives them). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

interface RequestingApp {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

/**
 * Signs in as the demo user of `role` through `POST /auth/login`.
 * @returns the bearer token.
 */
export async function signInAs(
  app: RequestingApp,
  role: StaffUser['user_type'],
  address = '10.0.0.1',
): Promise<string> {
  const { email, password } = demoStaff[role];
  const response = await app.request(
    '/api/v1/auth/login',
    postJson({ email, password }),
    fromAddress(address),
  );
  if (response.status !== 200) throw new Error(`Sign-in as ${role}: ${response.status}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** A mailer that keeps what it is asked to send. */
export function capturingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail, label) => {
      sent.push(mail);
      return { messageId: `<${label}-${sent.length}@test>`, file: null };
    },
  };
}

/** The test app (`createTestApp`) at `clock`, its mail kept in `mailer.sent`. */
export function staffTestApp(db: Database, clock?: Clock) {
  const mailer = capturingMailer();
  const { app, logs } = createTestApp(db, { mailer, ...(clock ? { clock } : {}) });
  return { app, logs, mailer };
}
