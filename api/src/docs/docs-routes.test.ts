import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('API reference', () => {
  const database = useTestDatabase({ seed: false });

  it('serves an OpenAPI 3.1 document of every public route with its schemas', async () => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/accommodation-types',
      '/accommodation-types/{public_id}',
      '/accommodation-types/{public_id}/restore',
      '/activities',
      '/activities/{public_id}',
      '/activities/{public_id}/contacts',
      '/activities/{public_id}/contacts/{contact_public_id}',
      '/activities/{public_id}/contacts/{contact_public_id}/restore',
      '/activities/{public_id}/discount',
      '/activities/{public_id}/images',
      '/activities/{public_id}/images/{image}',
      '/activities/{public_id}/images/{image}/thumbnail',
      '/activities/{public_id}/prices',
      '/activities/{public_id}/restore',
      '/activities/{public_id}/surge',
      '/activities/{public_id}/surge/{schedule_public_id}',
      '/activities/{public_id}/surge/{schedule_public_id}/restore',
      '/activities/{public_id}/unavailability',
      '/activities/{public_id}/unavailability/{schedule_public_id}',
      '/activities/{public_id}/unavailability/{schedule_public_id}/restore',
      '/auth/login',
      '/auth/logout',
      '/auth/me',
      '/auth/password/reset',
      '/auth/password/reset/{reset_id}',
      '/auth/signup',
      '/availability/external-facilities',
      '/availability/facilities',
      '/bank-slips',
      '/bank-slips/{bank_slip_public_id}/allocate',
      '/booking-alerts/{note_public_id}',
      '/booking-bans',
      '/booking-bans/{booking_ban_public_id}',
      '/booking-references/{booking_ref_code}/residency-proofs',
      '/bookings',
      '/bookings/{booking_public_id}',
      '/bookings/{booking_public_id}/alerts',
      '/bookings/{booking_public_id}/cancel',
      '/bookings/{booking_public_id}/check-in',
      '/bookings/{booking_public_id}/check-out',
      '/bookings/{booking_public_id}/confirm',
      '/bookings/{booking_public_id}/credit-notes',
      '/bookings/{booking_public_id}/credit-notes/{credit_note_public_id}.pdf',
      '/bookings/{booking_public_id}/defer-payment',
      '/bookings/{booking_public_id}/documents',
      '/bookings/{booking_public_id}/events',
      '/bookings/{booking_public_id}/foc',
      '/bookings/{booking_public_id}/inspections',
      '/bookings/{booking_public_id}/invoice.pdf',
      '/bookings/{booking_public_id}/payments',
      '/bookings/{booking_public_id}/postpone',
      '/bookings/{booking_public_id}/receipt.pdf',
      '/bookings/{booking_public_id}/reinstate',
      '/bookings/{booking_public_id}/unconfirm',
      '/calls-to-action',
      '/calls-to-action/{public_id}',
      '/calls-to-action/{public_id}/restore',
      '/catalogue-images/{image}',
      '/catering-types',
      '/catering-types/{public_id}',
      '/catering-types/{public_id}/restore',
      '/content-pages',
      '/content-pages/{public_id}',
      '/content-pages/{public_id}/restore',
      '/corporate-members',
      '/corporate-members/{public_id}',
      '/corporate-members/{public_id}/restore',
      '/currencies',
      '/currencies/{currency_public_id}',
      '/currencies/{currency_public_id}/rates',
      '/dashboard',
      '/departments',
      '/departments/{public_id}',
      '/departments/{public_id}/restore',
      '/destinations',
      '/destinations/{destination_public_id}',
      '/destinations/{destination_public_id}/restore',
      '/devices',
      '/devices/register',
      '/devices/registration-codes',
      '/devices/{device_public_id}/revoke',
      '/discount-types',
      '/discount-types/{public_id}',
      '/discount-types/{public_id}/restore',
      '/donation-causes',
      '/donation-causes/{public_id}',
      '/donation-causes/{public_id}/restore',
      '/donations',
      '/donations/{public_id}',
      '/donations/{public_id}/cancel',
      '/donations/{public_id}/mobile-payment',
      '/entry-modes',
      '/entry-modes/{public_id}',
      '/entry-modes/{public_id}/restore',
      '/facilities',
      '/facilities/{public_id}',
      '/facilities/{public_id}/allocation',
      '/facilities/{public_id}/allocation/{schedule_public_id}',
      '/facilities/{public_id}/allocation/{schedule_public_id}/restore',
      '/facilities/{public_id}/contacts',
      '/facilities/{public_id}/contacts/{contact_public_id}',
      '/facilities/{public_id}/contacts/{contact_public_id}/restore',
      '/facilities/{public_id}/discount',
      '/facilities/{public_id}/discounts',
      '/facilities/{public_id}/discounts/{discount_public_id}',
      '/facilities/{public_id}/discounts/{discount_public_id}/restore',
      '/facilities/{public_id}/group-prices',
      '/facilities/{public_id}/images',
      '/facilities/{public_id}/images/{image}',
      '/facilities/{public_id}/images/{image}/thumbnail',
      '/facilities/{public_id}/maintenance',
      '/facilities/{public_id}/maintenance/{schedule_public_id}',
      '/facilities/{public_id}/maintenance/{schedule_public_id}/restore',
      '/facilities/{public_id}/pack-group-prices',
      '/facilities/{public_id}/pack-prices',
      '/facilities/{public_id}/prices',
      '/facilities/{public_id}/restore',
      '/facilities/{public_id}/revenue-splits',
      '/facilities/{public_id}/revenue-splits/{split_public_id}',
      '/facilities/{public_id}/revenue-splits/{split_public_id}/restore',
      '/facilities/{public_id}/surge',
      '/facilities/{public_id}/surge/{schedule_public_id}',
      '/facilities/{public_id}/surge/{schedule_public_id}/restore',
      '/facilities/{public_id}/unavailability',
      '/facilities/{public_id}/unavailability/{schedule_public_id}',
      '/facilities/{public_id}/unavailability/{schedule_public_id}/restore',
      '/facility-types',
      '/facility-types/{public_id}',
      '/facility-types/{public_id}/restore',
      '/features',
      '/features/{feature_public_id}',
      '/features/{feature_public_id}/restore',
      '/fee-schedules',
      '/fee-schedules/in-force',
      '/fee-schedules/{public_id}',
      '/fee-schedules/{public_id}/restore',
      '/gate-shifts',
      '/gates',
      '/gates/{gate_public_id}',
      '/gates/{gate_public_id}/restore',
      '/health',
      '/holidays',
      '/holidays/{public_id}',
      '/holidays/{public_id}/restore',
      '/household-types',
      '/household-types/{public_id}',
      '/household-types/{public_id}/restore',
      '/identification-types',
      '/identification-types/{public_id}',
      '/identification-types/{public_id}/restore',
      '/inspections',
      '/inspections/lookup',
      '/inspections/ticket-keys',
      '/logs/auth',
      '/logs/changes',
      '/logs/features',
      '/logs/password-resets',
      '/logs/requests',
      '/member-types',
      '/member-types/{public_id}',
      '/member-types/{public_id}/restore',
      '/members',
      '/members/{public_id}',
      '/members/{public_id}/beneficiaries',
      '/members/{public_id}/beneficiaries/{beneficiary_id}',
      '/members/{public_id}/crm-sync',
      '/members/{public_id}/notices',
      '/members/{public_id}/payment-reminder',
      '/members/{public_id}/restore',
      '/members/{public_id}/visits',
      '/membership-settings',
      '/membership-settings/{public_id}',
      '/menus',
      '/menus/{menu_public_id}',
      '/menus/{menu_public_id}/restore',
      '/page-types',
      '/page-types/{public_id}',
      '/page-types/{public_id}/restore',
      '/partner-lodges',
      '/partner-lodges/{public_id}',
      '/partner-lodges/{public_id}/restore',
      '/partner-types',
      '/partner-types/{public_id}',
      '/partner-types/{public_id}/restore',
      '/partners',
      '/partners/{public_id}',
      '/partners/{public_id}/restore',
      '/partners/{public_id}/suspend',
      '/partners/{public_id}/unsuspend',
      '/payments',
      '/payments/attention',
      '/payments/card/return/{payment_public_id}',
      '/payments/failures',
      '/payments/mpesa/callback/{token}',
      '/payments/{payment_public_id}/attention/resolve',
      '/pick-up-locations',
      '/pick-up-locations/{public_id}',
      '/pick-up-locations/{public_id}/restore',
      '/program-contacts/{public_id}',
      '/program-files/{name}',
      '/programs',
      '/programs/{public_id}',
      '/programs/{public_id}/contacts',
      '/programs/{public_id}/images',
      '/programs/{public_id}/images/{image_id}',
      '/programs/{public_id}/pdf',
      '/programs/{public_id}/restore',
      '/promo-code-types',
      '/promo-code-types/{public_id}',
      '/promo-code-types/{public_id}/restore',
      '/promo-codes',
      '/promo-codes/{code}',
      '/promo-codes/{code}/restore',
      '/promo-codes/{code}/usage',
      '/public/activities',
      '/public/availability/activities/{public_id}',
      '/public/availability/facilities',
      '/public/bookings',
      '/public/bookings/{booking_id}/payment-failure',
      '/public/bookings/{booking_public_id}',
      '/public/calls-to-action',
      '/public/conservation-fees',
      '/public/currencies',
      '/public/donations',
      '/public/donations/{donation_ref_code}',
      '/public/donations/{donation_ref_code}/payments/card',
      '/public/donations/{donation_ref_code}/payments/mpesa',
      '/public/facilities',
      '/public/lookups',
      '/public/members',
      '/public/members/{member_reference_number}',
      '/public/members/{member_reference_number}/payments/card',
      '/public/members/{member_reference_number}/payments/mpesa',
      '/public/membership-settings',
      '/public/pages/{page_type}',
      '/public/payments/card',
      '/public/payments/mpesa',
      '/public/payments/{payment_public_id}',
      '/public/payments/{payment_public_id}/cancel',
      '/public/programs',
      '/public/programs/{program_id}',
      '/public/quotes',
      '/public/vehicle-fees',
      '/public/volunteers',
      '/public/volunteers/{volunteer_public_id}',
      '/public/volunteers/{volunteer_public_id}/payments/card',
      '/public/volunteers/{volunteer_public_id}/payments/mpesa',
      '/quotes',
      '/reports/accounting.csv',
      '/reports/booking',
      '/reports/booking.csv',
      '/reports/booking.pdf',
      '/reports/calendars/arrivals',
      '/reports/calendars/occupancy',
      '/reports/charts/{chart}',
      '/reports/currency',
      '/reports/currency.csv',
      '/reports/currency.pdf',
      '/reports/daily',
      '/reports/gate-entry.csv',
      '/reports/payment',
      '/reports/payment.csv',
      '/reports/payment.pdf',
      '/reports/summary-volume',
      '/reports/summary-volume.csv',
      '/reports/summary-volume.pdf',
      '/reports/visitors',
      '/reports/visitors.csv',
      '/reports/visitors.pdf',
      '/residence-types',
      '/residence-types/{public_id}',
      '/residence-types/{public_id}/restore',
      '/role-features',
      '/role-features/detach',
      '/school-fees',
      '/school-fees/{public_id}',
      '/school-fees/{public_id}/restore',
      '/schools',
      '/schools/{public_id}',
      '/schools/{public_id}/restore',
      '/staff',
      '/staff/{public_id}',
      '/staff/{public_id}/restore',
      '/sync/changes',
      '/sync/forced',
      '/sync/outbox',
      '/sync/promo-code',
      '/tax-rates',
      '/tax-rates/{public_id}',
      '/tax-rates/{public_id}/restore',
      '/user-types',
      '/user-types/{role_public_id}',
      '/user-types/{role_public_id}/features',
      '/users',
      '/users/partner',
      '/users/public',
      '/users/{public_id}',
      '/users/{public_id}/restore',
      '/users/{public_id}/suspend',
      '/users/{public_id}/unsuspend',
      '/visitor-types',
      '/visitor-types/{public_id}',
      '/visitor-types/{public_id}/restore',
      '/visitors',
      '/visitors/report',
      '/visitors/{public_id}',
      '/visitors/{public_id}/close',
      '/visitors/{public_id}/pass.pdf',
      '/visitors/{public_id}/restore',
      '/volunteers',
      '/volunteers/{public_id}',
      '/volunteers/{public_id}/remind',
    ]);
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      'staffBearer',
      'deviceBearer',
    ]);
    const bookingBody =
      document.paths['/public/bookings'].post.requestBody.content['application/json'].schema;
    expect(bookingBody.properties).toEqual(
      expect.objectContaining({
        check_in: expect.anything(),
        guests: expect.anything(),
        first_name: expect.anything(),
        proof_of_residency: expect.anything(),
      }),
    );
    expect(Object.keys(document.paths['/public/bookings'].post.responses)).toEqual([
      '201',
      '400',
      '409',
      '429',
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'PublicFacility',
        'PublicCurrency',
        'Lookups',
        'Error',
        'FacilityAvailability',
        'ActivityAvailability',
      ]),
    );
    expect(document.components.schemas.PublicCurrency.properties.buy_amount.type).toBe('string');
  });

  it('describes settling a flagged payment by a refund paid out, not only by a credit note', async () => {
    const { app } = createTestApp(database.db);
    const document = await (await app.request('/api/v1/openapi.json')).json();
    const settle = document.paths['/payments/{payment_public_id}/attention/resolve'].post;
    expect(settle.summary).toContain('by a refund paid out, by a credit note it issues');
    expect(settle.description).toContain('`refund: { amount, method, reference }`');
    expect(settle.description).toContain('at most what was paid less what was already refunded');
    const body = settle.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['resolution', 'credit_note', 'refund']);
    expect(Object.keys(body.properties.refund.properties)).toEqual([
      'amount',
      'method',
      'reference',
    ]);
    expect(settle.responses['400'].description).toContain('a refund without its amount');
    expect(settle.responses['409'].description).toBe(
      'A refund or a credit note for a payment not made for a booking',
    );
  });

  it('documents adding a destination and a gate, with an Idempotency-Key and a 409 for a taken name', async () => {
    const { app } = createTestApp(database.db);
    const document = await (await app.request('/api/v1/openapi.json')).json();
    for (const path of ['/destinations', '/gates']) {
      const add = document.paths[path].post;
      expect(Object.keys(add.responses), path).toEqual(['201', '400', '401', '403', '409']);
      expect(
        add.parameters.map((parameter: { name: string }) => parameter.name),
        path,
      ).toContain('idempotency-key');
    }
    expect(
      Object.keys(
        document.paths['/gates'].post.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(['gate_name', 'entry_mode_public_id', 'destination_public_id']);
  });

  it('serves a reference page whose scripts and styles all come from the API itself', async () => {
    const { app } = createTestApp(database.db);
    const page = await app.request('/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual([
      '/api/v1/docs/favicon-32x32.png',
      '/api/v1/docs/swagger-ui.css',
      '/api/v1/docs/swagger-ui-bundle.js',
      '/api/v1/docs/init.js',
    ]);
    for (const asset of assets) {
      const response = await app.request(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    expect(await (await app.request('/api/v1/docs/init.js')).text()).toContain(
      "url: '/api/v1/openapi.json'",
    );
    expect(
      (await app.request('/api/v1/docs/swagger-ui-bundle.js')).headers.get('Content-Type'),
    ).toBe('text/javascript; charset=utf-8');
  });

  it('serves no other file of the package', async () => {
    const { app } = createTestApp(database.db);
    for (const path of ['/api/v1/docs/package.json', '/api/v1/docs/..%2F..%2Fpackage.json']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
