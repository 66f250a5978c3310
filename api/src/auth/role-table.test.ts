/**
 * Every staff endpoint, walked with no token and with each demo role: refused with 401 without
 * a token, 403 for a role without the feature, and let through (whatever the answer then) for
 * a role that has it. The table below is the spec's reading of who may do what; a staff route
 * missing from it fails the test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { bearer, seedStaff, signInAs, staffTestApp } from './test-staff';

const roles = ['Administrator', 'Gate Clerk', 'Inspection Ranger', 'Partner'] as const;
type Role = (typeof roles)[number];
const everyone: readonly Role[] = roles;
const admins: readonly Role[] = ['Administrator'];
const bookingDesk: readonly Role[] = ['Administrator', 'Gate Clerk'];
/** The roles with a booking wizard mode (new, group, amend, postpone or partner booking). */
const bookers: readonly Role[] = ['Administrator', 'Gate Clerk', 'Partner'];
const bans: readonly Role[] = ['Administrator', 'Inspection Ranger'];
const inspectors: readonly Role[] = ['Administrator', 'Inspection Ranger'];

/** "METHOD /path" → the demo roles allowed. */
const roleTable: Record<string, readonly Role[]> = {
  'POST /auth/logout': everyone,
  'GET /auth/me': everyone,
  'GET /users': admins,
  'GET /users/public': admins,
  'GET /users/{public_id}': admins,
  'POST /users': admins,
  'POST /users/partner': admins,
  'PATCH /users/{public_id}': admins,
  'DELETE /users/{public_id}': admins,
  'POST /users/{public_id}/suspend': admins,
  'POST /users/{public_id}/unsuspend': admins,
  'POST /users/{public_id}/restore': admins,
  'GET /user-types': admins,
  'POST /user-types': admins,
  'GET /user-types/{role_public_id}': admins,
  'PATCH /user-types/{role_public_id}': admins,
  'DELETE /user-types/{role_public_id}': admins,
  'GET /user-types/{role_public_id}/features': admins,
  'POST /role-features': admins,
  'POST /role-features/detach': admins,
  'GET /menus': admins,
  'POST /menus': admins,
  'PATCH /menus/{menu_public_id}': admins,
  'DELETE /menus/{menu_public_id}': admins,
  'POST /menus/{menu_public_id}/restore': admins,
  'POST /features': admins,
  'PATCH /features/{feature_public_id}': admins,
  'DELETE /features/{feature_public_id}': admins,
  'POST /features/{feature_public_id}/restore': admins,
  'POST /devices/registration-codes': admins,
  'GET /devices': admins,
  'POST /devices/{device_public_id}/revoke': admins,
  'GET /sync/forced': admins,
  'GET /gate-shifts': admins,
  'GET /bookings': everyone,
  'GET /availability/external-facilities': bookers,
  'POST /bookings': bookers,
  'PATCH /bookings/{booking_public_id}': ['Administrator', 'Partner'],
  'GET /booking-references/{booking_ref_code}/residency-proofs': bookers,
  'GET /dashboard': bookingDesk,
  'POST /quotes': bookers,
  'GET /bookings/{booking_public_id}': everyone,
  'GET /bookings/{booking_public_id}/events': everyone,
  'POST /bookings/{booking_public_id}/cancel': admins,
  'POST /bookings/{booking_public_id}/confirm': admins,
  'POST /bookings/{booking_public_id}/unconfirm': admins,
  'POST /bookings/{booking_public_id}/check-in': bookingDesk,
  'POST /bookings/{booking_public_id}/check-out': bookingDesk,
  'POST /bookings/{booking_public_id}/defer-payment': admins,
  'POST /bookings/{booking_public_id}/foc': admins,
  'DELETE /bookings/{booking_public_id}': admins,
  'POST /bookings/{booking_public_id}/reinstate': admins,
  'POST /bookings/{booking_public_id}/postpone': admins,
  'POST /bookings/{booking_public_id}/payments': bookingDesk,
  'POST /bookings/{booking_public_id}/credit-notes': admins,
  'POST /bookings/{booking_public_id}/inspections': inspectors,
  'GET /bookings/{booking_public_id}/inspections': inspectors,
  'GET /inspections': inspectors,
  'GET /inspections/lookup': inspectors,
  'GET /inspections/ticket-keys': inspectors,
  'GET /bookings/{booking_public_id}/receipt.pdf': everyone,
  'GET /bookings/{booking_public_id}/invoice.pdf': everyone,
  'GET /bookings/{booking_public_id}/credit-notes/{credit_note_public_id}.pdf': everyone,
  'GET /bookings/{booking_public_id}/documents': everyone,
  'GET /payments/attention': admins,
  'GET /booking-bans': bans,
  'POST /booking-bans': bans,
  'GET /booking-bans/{booking_ban_public_id}': bans,
  'PATCH /booking-bans/{booking_ban_public_id}': bans,
  'GET /bookings/{booking_public_id}/alerts': everyone,
  'POST /bookings/{booking_public_id}/alerts': admins,
  'GET /booking-alerts/{note_public_id}': admins,
  'PATCH /booking-alerts/{note_public_id}': admins,
  'POST /payments/{payment_public_id}/attention/resolve': admins,
  'GET /payments': admins,
  'GET /payments/failures': admins,
  'POST /bank-slips': admins,
  'GET /bank-slips': admins,
  'POST /bank-slips/{bank_slip_public_id}/allocate': admins,
  'POST /facilities/{public_id}/unavailability': admins,
  'POST /facilities/{public_id}/surge': admins,
  'POST /facilities/{public_id}/maintenance': admins,
  'DELETE /facilities/{public_id}/maintenance/{schedule_public_id}': admins,
  'POST /facilities/{public_id}/allocation': admins,
  'DELETE /facilities/{public_id}/allocation/{schedule_public_id}': admins,
  'POST /facilities/{public_id}/prices': admins,
  'GET /facilities': admins,
  'POST /facilities': admins,
  'GET /facilities/{public_id}': admins,
  'PATCH /facilities/{public_id}': admins,
  'DELETE /facilities/{public_id}': admins,
  'POST /facilities/{public_id}/contacts': admins,
  'DELETE /facilities/{public_id}/contacts/{contact_public_id}': admins,
  'GET /facilities/{public_id}/discount': admins,
  'PUT /facilities/{public_id}/discount': admins,
  'GET /facilities/{public_id}/discounts': admins,
  'POST /facilities/{public_id}/discounts': admins,
  'PATCH /facilities/{public_id}/discounts/{discount_public_id}': admins,
  'DELETE /facilities/{public_id}/discounts/{discount_public_id}': admins,
  'POST /facilities/{public_id}/discounts/{discount_public_id}/restore': admins,
  'GET /activities/{public_id}/discount': admins,
  'PUT /activities/{public_id}/discount': admins,
  'GET /discount-types': admins,
  'POST /discount-types': admins,
  'PATCH /discount-types/{public_id}': admins,
  'DELETE /discount-types/{public_id}': admins,
  'POST /discount-types/{public_id}/restore': admins,
  'POST /facilities/{public_id}/images': admins,
  'DELETE /facilities/{public_id}/images/{image}': admins,
  'POST /facilities/{public_id}/images/{image}/thumbnail': admins,
  'GET /facilities/{public_id}/revenue-splits': admins,
  'POST /facilities/{public_id}/revenue-splits': admins,
  'PATCH /facilities/{public_id}/revenue-splits/{split_public_id}': admins,
  'DELETE /facilities/{public_id}/revenue-splits/{split_public_id}': admins,
  'POST /facilities/{public_id}/revenue-splits/{split_public_id}/restore': admins,
  'GET /facilities/{public_id}/pack-group-prices': admins,
  'PUT /facilities/{public_id}/pack-prices': admins,
  'PUT /facilities/{public_id}/group-prices': admins,
  'POST /activities/{public_id}/images': admins,
  'DELETE /activities/{public_id}/images/{image}': admins,
  'POST /activities/{public_id}/images/{image}/thumbnail': admins,
  'POST /facilities/{public_id}/restore': admins,
  'DELETE /facilities/{public_id}/surge/{schedule_public_id}': admins,
  'DELETE /facilities/{public_id}/unavailability/{schedule_public_id}': admins,
  'GET /activities': admins,
  'POST /activities': admins,
  'GET /activities/{public_id}': admins,
  'PATCH /activities/{public_id}': admins,
  'DELETE /activities/{public_id}': admins,
  'POST /activities/{public_id}/contacts': admins,
  'DELETE /activities/{public_id}/contacts/{contact_public_id}': admins,
  'POST /activities/{public_id}/restore': admins,
  'POST /activities/{public_id}/unavailability': admins,
  'DELETE /activities/{public_id}/unavailability/{schedule_public_id}': admins,
  'POST /activities/{public_id}/surge': admins,
  'DELETE /activities/{public_id}/surge/{schedule_public_id}': admins,
  'POST /promo-codes': admins,
  'GET /partners': admins,
  'POST /partners': admins,
  'GET /partners/{public_id}': admins,
  'PATCH /partners/{public_id}': admins,
  'DELETE /partners/{public_id}': admins,
  'POST /partners/{public_id}/suspend': admins,
  'POST /partners/{public_id}/unsuspend': admins,
  'POST /partners/{public_id}/restore': admins,
  'GET /partner-types': admins,
  'POST /partner-types': admins,
  'PATCH /partner-types/{public_id}': admins,
  'DELETE /partner-types/{public_id}': admins,
  'POST /partner-types/{public_id}/restore': admins,
  'GET /page-types': admins,
  'POST /page-types': admins,
  'PATCH /page-types/{public_id}': admins,
  'DELETE /page-types/{public_id}': admins,
  'POST /page-types/{public_id}/restore': admins,
  'GET /content-pages': admins,
  'POST /content-pages': admins,
  'PATCH /content-pages/{public_id}': admins,
  'DELETE /content-pages/{public_id}': admins,
  'POST /content-pages/{public_id}/restore': admins,
  'GET /calls-to-action': admins,
  'POST /calls-to-action': admins,
  'PATCH /calls-to-action/{public_id}': admins,
  'DELETE /calls-to-action/{public_id}': admins,
  'POST /calls-to-action/{public_id}/restore': admins,
  'GET /holidays': admins,
  'POST /holidays': admins,
  'PATCH /holidays/{public_id}': admins,
  'DELETE /holidays/{public_id}': admins,
  'POST /holidays/{public_id}/restore': admins,
  'GET /pick-up-locations': admins,
  'POST /pick-up-locations': admins,
  'PATCH /pick-up-locations/{public_id}': admins,
  'DELETE /pick-up-locations/{public_id}': admins,
  'POST /pick-up-locations/{public_id}/restore': admins,
  'GET /entry-modes': admins,
  'POST /entry-modes': admins,
  'PATCH /entry-modes/{public_id}': admins,
  'DELETE /entry-modes/{public_id}': admins,
  'POST /entry-modes/{public_id}/restore': admins,
  'GET /accommodation-types': admins,
  'POST /accommodation-types': admins,
  'PATCH /accommodation-types/{public_id}': admins,
  'DELETE /accommodation-types/{public_id}': admins,
  'POST /accommodation-types/{public_id}/restore': admins,
  'GET /schools': admins,
  'POST /schools': admins,
  'PATCH /schools/{public_id}': admins,
  'DELETE /schools/{public_id}': admins,
  'POST /schools/{public_id}/restore': admins,
  'GET /facility-types': admins,
  'POST /facility-types': admins,
  'PATCH /facility-types/{public_id}': admins,
  'DELETE /facility-types/{public_id}': admins,
  'POST /facility-types/{public_id}/restore': admins,
  'GET /partner-lodges': admins,
  'GET /partner-lodges/{public_id}': admins,
  'POST /partner-lodges': admins,
  'PATCH /partner-lodges/{public_id}': admins,
  'DELETE /partner-lodges/{public_id}': admins,
  'POST /partner-lodges/{public_id}/restore': admins,
  'GET /school-fees': admins,
  'GET /school-fees/{public_id}': admins,
  'POST /school-fees': admins,
  'PATCH /school-fees/{public_id}': admins,
  'DELETE /school-fees/{public_id}': admins,
  'POST /school-fees/{public_id}/restore': admins,
  'GET /content-pages/{public_id}': admins,
  'GET /promo-code-types': admins,
  'POST /promo-code-types': admins,
  'PATCH /promo-code-types/{public_id}': admins,
  'DELETE /promo-code-types/{public_id}': admins,
  'POST /promo-code-types/{public_id}/restore': admins,
  'GET /promo-codes': admins,
  'GET /promo-codes/{code}': admins,
  'PATCH /promo-codes/{code}': admins,
  'DELETE /promo-codes/{code}': admins,
  'POST /promo-codes/{code}/restore': admins,
  'GET /promo-codes/{code}/usage': admins,
  'GET /currencies': admins,
  'GET /currencies/{currency_public_id}': admins,
  'PATCH /currencies/{currency_public_id}': admins,
  'POST /currencies/{currency_public_id}/rates': admins,
  'GET /tax-rates': admins,
  'POST /tax-rates': admins,
  'DELETE /tax-rates/{public_id}': admins,
  'POST /tax-rates/{public_id}/restore': admins,
  'GET /fee-schedules': admins,
  'POST /fee-schedules': admins,
  'DELETE /fee-schedules/{public_id}': admins,
  'POST /fee-schedules/{public_id}/restore': admins,
  'GET /fee-schedules/in-force': bookers,
  'GET /destinations': admins,
  'PATCH /destinations/{destination_public_id}': admins,
  'DELETE /destinations/{destination_public_id}': admins,
  'POST /destinations/{destination_public_id}/restore': admins,
  'GET /gates': admins,
  'PATCH /gates/{gate_public_id}': admins,
  'DELETE /gates/{gate_public_id}': admins,
  'POST /gates/{gate_public_id}/restore': admins,
  'GET /reports/daily': admins,
  'GET /reports/gate-entry.csv': admins,
  'GET /reports/accounting.csv': admins,
  'GET /reports/booking': admins,
  'GET /reports/booking.csv': admins,
  'GET /reports/booking.pdf': admins,
  'GET /reports/calendars/arrivals': everyone,
  'GET /reports/calendars/occupancy': admins,
  'GET /reports/charts/{chart}': admins,
  'GET /reports/currency': admins,
  'GET /reports/currency.csv': admins,
  'GET /reports/currency.pdf': admins,
  'GET /reports/payment': admins,
  'GET /reports/payment.csv': admins,
  'GET /reports/payment.pdf': admins,
  'GET /reports/summary-volume': admins,
  'GET /reports/summary-volume.csv': admins,
  'GET /reports/summary-volume.pdf': admins,
  'GET /reports/visitors': admins,
  'GET /reports/visitors.csv': admins,
  'GET /reports/visitors.pdf': admins,
  'GET /members': admins,
  'POST /members': admins,
  'GET /members/{public_id}': admins,
  'PATCH /members/{public_id}': admins,
  'DELETE /members/{public_id}': admins,
  'POST /members/{public_id}/restore': admins,
  'GET /members/{public_id}/visits': admins,
  'POST /members/{public_id}/crm-sync': admins,
  'GET /members/{public_id}/notices': admins,
  'POST /members/{public_id}/payment-reminder': admins,
  'POST /members/{public_id}/beneficiaries': admins,
  'PATCH /members/{public_id}/beneficiaries/{beneficiary_id}': admins,
  'DELETE /members/{public_id}/beneficiaries/{beneficiary_id}': admins,
  'GET /corporate-members': admins,
  'POST /corporate-members': admins,
  'GET /corporate-members/{public_id}': admins,
  'PATCH /corporate-members/{public_id}': admins,
  'DELETE /corporate-members/{public_id}': admins,
  'POST /corporate-members/{public_id}/restore': admins,
  'GET /membership-settings': admins,
  'PATCH /membership-settings/{public_id}': admins,
  'GET /member-types': admins,
  'POST /member-types': admins,
  'PATCH /member-types/{public_id}': admins,
  'DELETE /member-types/{public_id}': admins,
  'POST /member-types/{public_id}/restore': admins,
  'GET /residence-types': admins,
  'POST /residence-types': admins,
  'PATCH /residence-types/{public_id}': admins,
  'DELETE /residence-types/{public_id}': admins,
  'POST /residence-types/{public_id}/restore': admins,
  'GET /household-types': admins,
  'POST /household-types': admins,
  'PATCH /household-types/{public_id}': admins,
  'DELETE /household-types/{public_id}': admins,
  'POST /household-types/{public_id}/restore': admins,
  'GET /donations': admins,
  'GET /volunteers': admins,
  'GET /logs/auth': admins,
  'GET /logs/changes': admins,
  'GET /visitors': bookingDesk,
  'GET /visitors/report': bookingDesk,
  'GET /visitors/{public_id}': bookingDesk,
  'GET /visitors/{public_id}/pass.pdf': bookingDesk,
  'POST /visitors': bookingDesk,
  'PATCH /visitors/{public_id}': bookingDesk,
  'POST /visitors/{public_id}/close': bookingDesk,
  'DELETE /visitors/{public_id}': bookingDesk,
  'POST /visitors/{public_id}/restore': bookingDesk,
  'GET /identification-types': bookingDesk,
  'POST /identification-types': admins,
  'PATCH /identification-types/{public_id}': admins,
  'DELETE /identification-types/{public_id}': admins,
  'POST /identification-types/{public_id}/restore': admins,
  'GET /visitor-types': bookingDesk,
  'POST /visitor-types': admins,
  'PATCH /visitor-types/{public_id}': admins,
  'DELETE /visitor-types/{public_id}': admins,
  'POST /visitor-types/{public_id}/restore': admins,
  'GET /logs/requests': admins,
  'GET /logs/password-resets': admins,
  'GET /logs/features': admins,
  'POST /logs/features': everyone,
  'GET /donations/{public_id}': admins,
  'POST /donations': admins,
  'POST /donations/{public_id}/cancel': admins,
  'POST /donations/{public_id}/mobile-payment': admins,
  'GET /donation-causes': admins,
  'POST /donation-causes': admins,
  'PATCH /donation-causes/{public_id}': admins,
  'DELETE /donation-causes/{public_id}': admins,
  'POST /donation-causes/{public_id}/restore': admins,
  'GET /departments': admins,
  'GET /departments/{public_id}': admins,
  'POST /departments': admins,
  'PUT /departments/{public_id}': admins,
  'DELETE /departments/{public_id}': admins,
  'POST /departments/{public_id}/restore': admins,
  'GET /staff': admins,
  'GET /staff/{public_id}': admins,
  'POST /staff': admins,
  'PUT /staff/{public_id}': admins,
  'DELETE /staff/{public_id}': admins,
  'POST /staff/{public_id}/restore': admins,
  'GET /programs': admins,
  'GET /programs/{public_id}': admins,
  'POST /programs': admins,
  'PUT /programs/{public_id}': admins,
  'DELETE /programs/{public_id}': admins,
  'POST /programs/{public_id}/restore': admins,
  'POST /programs/{public_id}/contacts': admins,
  'POST /programs/{public_id}/pdf': admins,
  'DELETE /programs/{public_id}/pdf': admins,
  'POST /programs/{public_id}/images': admins,
  'DELETE /programs/{public_id}/images/{image_id}': admins,
  'PUT /program-contacts/{public_id}': admins,
  'DELETE /program-contacts/{public_id}': admins,
  'GET /volunteers/{public_id}': admins,
  'POST /volunteers/{public_id}/remind': admins,
};

/** Path parameters naming nothing, so an allowed request changes nothing. */
const nothing = '00000000-0000-4000-8000-000000000000';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens = {} as Record<Role, string>;
let staffRoutes: string[];

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of roles) tokens[role] = await signInAs(app, role);
  const document = await (await app.request('/api/v1/openapi.json')).json();
  staffRoutes = Object.entries(
    document.paths as Record<string, Record<string, { 'x-access'?: string }>>,
  )
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-access'] && operation['x-access'] !== 'device')
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
});

function send(route: string, token?: string): Promise<Response> {
  const [method, path] = route.split(' ') as [string, string];
  const url = `/api/v1${path.replace(/\{[^}]+\}/g, nothing)}`;
  const headers = token ? bearer(token) : { 'Content-Type': 'application/json' };
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  return Promise.resolve(app.request(url, { method, headers, body }));
}

describe('the role table', () => {
  it('covers every staff route the API has', () => {
    expect(staffRoutes).toEqual(Object.keys(roleTable).sort());
  });

  it('refuses every staff route without a token: 401', async () => {
    for (const route of Object.keys(roleTable)) {
      const response = await send(route);
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  for (const role of roles) {
    it(`lets a ${role} through exactly the routes of the table, 403 elsewhere`, async () => {
      for (const [route, allowed] of Object.entries(roleTable)) {
        if (route === 'POST /auth/logout') continue;
        const response = await send(route, tokens[role]);
        const body = (await response.json()) as { message?: string };
        if (allowed.includes(role)) {
          expect({ route, refused: [401, 403].includes(response.status) }).toEqual({
            route,
            refused: false,
          });
          expect({ route, message: body.message }).not.toEqual({ route, message: 'Not found' });
        } else {
          expect({ route, status: response.status, body }).toEqual({
            route,
            status: 403,
            body: { code: 'FORBIDDEN', message: 'You do not have access to this feature.' },
          });
        }
      }
    });
  }

  it('signs each role out through the one route every role has', async () => {
    for (const role of roles) {
      expect((await send('POST /auth/logout', tokens[role])).status).toBe(200);
      expect((await send('GET /auth/me', tokens[role])).status).toBe(401);
    }
  });
});
