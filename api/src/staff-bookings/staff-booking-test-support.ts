/**
 * What the staff booking write tests share: a staff cart (2 Non-Resident adults, one 6-seater,
 * The Stables 10–12 December 2026) and the gate pass fields to vary, a second partner (Acacia
 * Safaris), and the calls over HTTP (quote, create, amend, read, events,
 * the booking's change-log rows) as each demo role.
 */
import type { StaffBookingRequestInput } from '@hifadhi/shared/schemas/staff-booking';
import type { StaffDeskQuoteRequestInput } from '@hifadhi/shared/schemas/staff-quote';
import { beforeAll, expect } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { bookingRequest } from '../test/booking-fixtures';
import { type TestDatabase, useTestDatabase } from '../test/test-database';
import type { StaffBookingRead } from './staff-booking-read';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** The staff booking as read back, with the staff fields the tests look at. */
export type BookingAnswer = StaffBookingRead;

/**
 * A staff cart: the quote part of the public booking fixture (2 Non-Resident adults, one
 * 6-seater, The Stables 10–12 December 2026); `overrides` replace whole fields.
 */
export function cart(
  overrides: Partial<StaffDeskQuoteRequestInput> = {},
): StaffDeskQuoteRequestInput {
  const { check_in, check_out, currency, guests, vehicles, facilities } = bookingRequest();
  return { check_in, check_out, currency, guests, vehicles, facilities, ...overrides };
}

/** The gate pass fields of a guest booking; `overrides` replace whole fields. */
export function gatePass(overrides: Partial<StaffBookingRequestInput> = {}) {
  return {
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email: 'wanjiku@example.com',
    phone: '+254712345678',
    country: 'KE',
    destination: 'dst-main',
    ...overrides,
  } satisfies Partial<StaffBookingRequestInput>;
}

/** Signs the demo roles in on `app` and adds a second partner; returns the calls. */
export async function staffBookingTest(database: TestDatabase, app: App) {
  await database.sql`
    insert into partners (public_id, name, type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, email, sort_order)
    values ('ptn-acacia', 'Acacia Safaris', '6bac8c28', 50, 20, 0, 'desk@acacia.example', 2)`;
  const tokens: Record<string, string> = {};
  const roles = ['Administrator', 'Gate Clerk', 'Partner', 'Inspection Ranger'] as const;
  for (const [index, role] of roles.entries()) {
    tokens[role] = await signInAs(app, role, `10.0.1.${index + 1}`);
  }
  const json = async (response: Response | Promise<Response>) => {
    const answer = await response;
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's shape it expects
    return { status: answer.status, body: (await answer.json()) as any };
  };
  return {
    app,
    tokens,
    /** `POST /quotes` (200 asserted): the quote. */
    async quote(request: StaffDeskQuoteRequestInput, token = tokens.Administrator!) {
      const { status, body } = await json(app.request('/api/v1/quotes', postJson(request, token)));
      expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
      return body;
    },
    /** `POST /bookings`, with `Idempotency-Key` `key` when given. */
    create(body: StaffBookingRequestInput, token = tokens.Administrator!, key?: string) {
      const init = postJson(body, token);
      if (key) init.headers = { ...init.headers, 'Idempotency-Key': key };
      return json(app.request('/api/v1/bookings', init));
    },
    /** `PATCH /bookings/{id}`. */
    amend(id: string, body: unknown, token = tokens.Administrator!) {
      return json(
        app.request(`/api/v1/bookings/${id}`, {
          method: 'PATCH',
          headers: bearer(token),
          body: JSON.stringify(body),
        }),
      );
    },
    /** `POST /bookings/{id}{suffix}` as the administrator. */
    post(id: string, suffix: string, body: unknown = {}) {
      return json(
        app.request(`/api/v1/bookings/${id}${suffix}`, postJson(body, tokens.Administrator)),
      );
    },
    /** `GET /bookings/{id}` as the administrator. */
    async read(id: string): Promise<BookingAnswer> {
      return (
        await json(
          app.request(`/api/v1/bookings/${id}`, { headers: bearer(tokens.Administrator!) }),
        )
      ).body;
    },
    /** `GET /bookings/{id}/events`. */
    async events(
      id: string,
    ): Promise<{ event: string; user: string; details: Record<string, unknown> }[]> {
      return (
        await json(
          app.request(`/api/v1/bookings/${id}/events`, { headers: bearer(tokens.Administrator!) }),
        )
      ).body;
    },
    /** The booking's entries of `GET /logs/changes`, oldest first. */
    async changes(id: string) {
      const { status, body } = await json(
        app.request(`/api/v1/logs/changes?entity=booking&search=${id}&items=100`, {
          headers: bearer(tokens.Administrator!),
        }),
      );
      expect(status).toBe(200);
      return [...body.data].reverse() as {
        before: Record<string, unknown> | null;
        after: Record<string, unknown>;
        user_email: string;
      }[];
    },
  };
}
export type StaffBookingTest = Awaited<ReturnType<typeof staffBookingTest>>;

/**
 * The file's test database with the demo staff, and once they are ready (`beforeAll`) the
 * calls (`t`) and the mail the app sent (`mailer.sent`).
 */
export function useStaffBookingTest() {
  const database = useTestDatabase();
  const setup = { database } as {
    database: TestDatabase;
    t: StaffBookingTest;
    mailer: ReturnType<typeof staffTestApp>['mailer'];
  };
  beforeAll(async () => {
    await seedStaff(database.db);
    const test = staffTestApp(database.db);
    setup.mailer = test.mailer;
    setup.t = await staffBookingTest(database, test.app);
  });
  return setup;
}
