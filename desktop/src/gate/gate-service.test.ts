/**
 * The gate service against the real API (its own Postgres database, listening on 127.0.0.1) at
 * 2026-11-21 09:00 Nairobi: registration and sign-in online and offline, finding bookings,
 * the gate's decisions in plain words, a ticket paid after the last sync admitted offline by
 * its signature, walk-in quotes equal to the API's, and an offline walk-in with cash, check-in
 * and receipts uploaded once the kiosk is back online — held by the server exactly once.
 */
import { readFileSync } from 'node:fs';
import { scanMessages } from '@hifadhi/shared/check-in/scan-messages';
import { messages } from '@hifadhi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, postJson } from '../../../api/src/auth/test-staff';
import { pullAll } from '../../../api/src/sync/test-kiosk';
import { decodeEscPos } from '../printing/escpos-decoder';
import { MPESA_OFFLINE } from './gate-payments';
import { REVIEW_OFFLINE } from './routes/review-routes';
import { NOT_SIGNED_IN_HERE } from './sign-in';
import {
  registeredKiosk,
  startKiosk,
  type TestKiosk,
  unreachableApi,
  walkInRequest,
} from './test/gate-kiosk';
import { type Booked, type CashKiosk, startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let dataDirectory: string;
let kiosk: TestKiosk;
let clerk: string;
/** Another kiosk at the main gate, through which guests pay "online" while this one is away. */
let otherKiosk: CashKiosk;

let family: Booked;
let paidToday: Booked;
let paidLater: Booked;

/** Pays `booked` in full (KES 3,500 for a day visit) through the other kiosk. */
async function payElsewhere(booked: Booked): Promise<void> {
  expect(await otherKiosk.takeCash([booked], '2026-11-21T08:30:00+03:00')).toEqual(['applied']);
}

/** The ticket code the guests of `booked` carry (as the server issued it). */
async function ticketCodeOf(booked: Booked): Promise<string> {
  const { pages } = await pullAll(api.app, otherKiosk.device_token);
  const code = pages
    .flatMap((page) => page.changes.bookings)
    .find((booking) => booking.booking_public_id === booked.booking_public_id)?.ticket_code;
  if (!code) throw new Error(`No ticket for ${booked.booking_ref_code}`);
  return code;
}

beforeAll(async () => {
  api = await startTestApi();
  family = await api.bookDayVisit('2026-11-21', {
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    phone: '+254712345678',
  });
  paidToday = await api.bookDayVisit('2026-11-21', {
    first_name: 'Achieng',
    last_name: 'Otieno',
    phone: '+254722000111',
  });
  paidLater = await api.bookDayVisit('2026-11-24', {
    first_name: 'Kiprono',
    last_name: 'Langat',
    phone: '+254733000222',
  });
  otherKiosk = await api.cashKiosk('gate-main', 'Main gate kiosk 2');
  await payElsewhere(paidToday);
  await payElsewhere(paidLater);
  dataDirectory = api.newDataDirectory();
  kiosk = await registeredKiosk(api, 'Main gate kiosk 1', dataDirectory);
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

describe('the gate service online', () => {
  it('registers on its first start and shows its gate, mode and last sync', async () => {
    const { status, body } = await kiosk.call('GET', '/status');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      registered: true,
      device_name: 'Main gate kiosk 1',
      gate_public_id: 'gate-main',
      gate_name: 'Main Gate',
      mode: 'online',
      last_sync_at: expect.any(String),
      pending_operations: 0,
      today: '2026-11-21',
    });
    const again = await kiosk.call('POST', '/device/registration', {
      body: { code: 'ANYCODE', name: 'Again' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a wrong password and signs the clerk in through the API', async () => {
    expect((await kiosk.call('GET', '/dashboard')).status).toBe(401);
    const wrong = await kiosk.call('POST', '/session', {
      body: { email: demoStaff['Gate Clerk'].email, password: 'not-the-password' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } });

    const { email, password } = demoStaff['Gate Clerk'];
    const signedIn = await kiosk.call('POST', '/session', { body: { email, password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      offline: false,
      user: { email, full_name: demoStaff['Gate Clerk'].full_name, user_type: 'Gate Clerk' },
    });
    expect(signedIn.body.user.features).toContain('checkin');
    clerk = signedIn.body.token;
    expect((await kiosk.call('GET', '/session', { token: clerk })).body.offline).toBe(false);
  });

  it('finds bookings by reference, guest name and phone in any form', async () => {
    const find = async (q: string) =>
      (await kiosk.call('GET', `/bookings?q=${encodeURIComponent(q)}`, { token: clerk })).body
        .bookings as Array<{ booking_ref_code: string; first_name: string }>;
    expect((await find(family.booking_ref_code.toLowerCase()))[0]?.booking_ref_code).toBe(
      family.booking_ref_code,
    );
    expect(
      (await find(paidToday.booking_ref_code.slice(0, 5))).map((b) => b.booking_ref_code),
    ).toContain(paidToday.booking_ref_code);
    expect((await find('wanjiru')).map((b) => b.first_name)).toEqual(['Wanjiru']);
    for (const phone of ['0712345678', '+254712345678', '712 345 678']) {
      expect((await find(phone)).map((b) => b.booking_ref_code)).toEqual([family.booking_ref_code]);
    }
    expect(await find('nobody-here')).toEqual([]);
  });

  it('says in plain words: valid, unpaid with the balance, wrong date, already checked in', async () => {
    const scan = async (code: string, direction = 'check_in') =>
      (await kiosk.call('POST', '/scans', { token: clerk, body: { code, direction } })).body;

    expect((await scan(paidToday.booking_ref_code)).decision).toMatchObject({
      status: 'valid',
      message: scanMessages.admit(2),
    });
    expect((await scan(family.booking_ref_code)).decision).toMatchObject({
      status: 'unpaid',
      balance: '3500',
      message: scanMessages.unpaidCheckIn('KES 3,500'),
    });
    expect((await scan(paidLater.booking_ref_code)).decision).toMatchObject({
      status: 'wrong_date',
      date_problem: 'too_early',
      message: scanMessages.tooEarly('2026-11-24'),
    });
    expect((await scan('NOSUCHREF')).decision.status).toBe('unknown');

    const checkIn = await kiosk.call('POST', '/check-ins', {
      token: clerk,
      body: { code: paidToday.booking_ref_code, direction: 'check_in' },
    });
    expect(checkIn.body).toMatchObject({ recorded: true, booking: { inside: true } });
    expect((await scan(paidToday.booking_ref_code)).decision).toMatchObject({
      status: 'already_checked_in',
      message: scanMessages.alreadyInHere,
    });
    const unpaid = await kiosk.call('POST', '/check-ins', {
      token: clerk,
      body: { booking_public_id: family.booking_public_id, direction: 'check_in' },
    });
    expect(unpaid.body).toMatchObject({ recorded: false, decision: { status: 'unpaid' } });

    const today = (await kiosk.call('GET', '/dashboard', { token: clerk })).body;
    expect(today.inside.map((b: Booked) => b.booking_ref_code)).toEqual([
      paidToday.booking_ref_code,
    ]);
    expect(today.guests_inside).toBe(2);
    expect(today.expected_arrivals.map((b: Booked) => b.booking_ref_code)).toContain(
      family.booking_ref_code,
    );
  });

  it('quotes a walk-in with the same figures as the API', async () => {
    const cart = {
      check_in: '2026-11-21',
      check_out: '2026-11-21',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-res-a', payment_guests: 2 },
        { payment_public_id: 'cf-nr-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
    };
    const gate = await kiosk.call('POST', '/walk-in/quotes', { token: clerk, body: cart });
    const server = await api.app.request('/api/v1/public/quotes', postJson(cart));
    expect(gate.status).toBe(200);
    expect(server.status).toBe(200);
    const expected = (await server.json()) as { totals: unknown; lines: unknown };
    expect(gate.body.totals).toEqual(expected.totals);
    expect(gate.body.lines).toEqual(expected.lines);
    expect(gate.body.totals.amount_due).toBeGreaterThan(0);
  });

  it('answers malformed JSON and bad input with 400 in the one error shape', async () => {
    const malformed = await kiosk.call('POST', '/scans', { token: clerk, raw: '{"code": ' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const noDirection = await kiosk.call('POST', '/scans', { token: clerk, body: { code: 'X' } });
    expect(noDirection).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { direction: expect.any(String) } },
    });
    const session = await kiosk.call('POST', '/session', { raw: 'not json' });
    expect(session.status).toBe(400);
  });
});

const walkIn = walkInRequest();

describe('the gate service offline, then back online', () => {
  let offline: TestKiosk;
  let offlineClerk: string;
  /** The number printed on the walk-in's receipt (and its copy). */
  let receiptNumber: string;
  let walkInId: string;
  let walkInRef: string;
  let latecomer: Booked;

  beforeAll(async () => {
    await kiosk.close();
    offline = await startKiosk(await unreachableApi(), dataDirectory);
  });

  afterAll(async () => {
    await offline.close();
  });

  it('signs in offline only users who signed in on this kiosk before', async () => {
    const { email, password } = demoStaff['Gate Clerk'];
    const wrong = await offline.call('POST', '/session', {
      body: { email, password: 'nope-nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } });
    const stranger = demoStaff.Administrator;
    const refused = await offline.call('POST', '/session', {
      body: { email: stranger.email, password: stranger.password },
    });
    expect(refused).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN_HERE } });
    const signedIn = await offline.call('POST', '/session', { body: { email, password } });
    expect(signedIn.body).toMatchObject({ offline: true, user: { user_type: 'Gate Clerk' } });
    expect(signedIn.body.user.features).toContain('checkin');
    offlineClerk = signedIn.body.token;
  });

  it('admits a ticket paid online after the last sync by its signature, once', async () => {
    latecomer = await api.bookDayVisit('2026-11-21', { first_name: 'Njeri', last_name: 'Wambui' });
    await payElsewhere(latecomer);
    const code = await ticketCodeOf(latecomer);

    const scanned = await offline.call('POST', '/scans', {
      token: offlineClerk,
      body: { code, direction: 'check_in' },
    });
    expect(scanned.body).toMatchObject({
      booking: null,
      decision: {
        status: 'valid',
        from_signature_only: true,
        booking_ref_code: latecomer.booking_ref_code,
        message: scanMessages.admitFromSignature(2),
      },
    });
    const checkedIn = await offline.call('POST', '/check-ins', {
      token: offlineClerk,
      body: { code, direction: 'check_in' },
    });
    expect(checkedIn.body).toMatchObject({ recorded: true, decision: { status: 'valid' } });
    const again = await offline.call('POST', '/check-ins', {
      token: offlineClerk,
      body: { code, direction: 'check_in' },
    });
    expect(again.body).toMatchObject({
      recorded: false,
      decision: { status: 'already_checked_in' },
    });
  });

  it("refuses a walk-in without the wizard's data in the spec's words", async () => {
    const post = (body: unknown) =>
      offline.call('POST', '/walk-ins', { token: offlineClerk, body });
    // Without one the walk-in goes to the gate's destination; one the catalogue lacks is none.
    expect((await post({ ...walkIn, destination: 'dst-nowhere' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.destinationMissing,
    });
    const { country: _noCountry, ...noCountry } = walkIn;
    expect((await post(noCountry)).body.message).toBe(messages.wizardMissingData);
    const noGuests = await post({ ...walkIn, guests: [] });
    expect(noGuests).toMatchObject({ status: 400, body: { message: messages.residencyTotalZero } });
  });

  it('books a walk-in, takes cash, checks it in and prints its receipt, all offline', async () => {
    const made = await offline.call('POST', '/walk-ins', { token: offlineClerk, body: walkIn });
    expect(made.status).toBe(201);
    expect(made.body.booking).toMatchObject({
      provisional: true,
      // The first of this kiosk's block of references, kept by the server.
      booking_ref_code: expect.stringMatching(/^W[2-9A-Z]+-1$/),
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      guest_total: 1,
    });
    walkInId = made.body.booking.booking_public_id;
    walkInRef = made.body.booking.booking_ref_code;
    const due = made.body.quote.totals.amount_due as number;
    expect(made.body.booking.booking_payment_balance).toBe(due);

    const cash = (body: unknown) =>
      offline.call('POST', `/bookings/${walkInId}/cash-payments`, { token: offlineClerk, body });
    expect((await cash({ amount: due + 1, currency: 'KES' })).status).toBe(400);
    expect((await cash({ amount: due, currency: 'USD' })).status).toBe(400);
    const paid = await cash({ amount: due, currency: 'KES' });
    expect(paid.status).toBe(201);
    expect(paid.body.summary).toMatchObject({
      booking_payment_balance: 0,
      booking_payment_status: 'Paid',
    });

    const checkIn = await offline.call('POST', '/check-ins', {
      token: offlineClerk,
      body: { booking_public_id: walkInId, direction: 'check_in' },
    });
    expect(checkIn.body).toMatchObject({ recorded: true, booking: { inside: true } });

    const printed = await offline.call('POST', `/bookings/${walkInId}/receipts`, {
      token: offlineClerk,
      body: {},
    });
    expect(printed.status).toBe(201);
    const receipt = printed.body.receipt;
    expect(receipt).toMatchObject({ copy: false, clerk_name: demoStaff['Gate Clerk'].full_name });
    receiptNumber = receipt.receipt_number;
    expect(receiptNumber).toMatch(/^[0-9A-F]{6}-\d{6}$/);
    const detail = (await offline.call('GET', `/bookings/${walkInId}`, { token: offlineClerk }))
      .body;
    const booking = detail.booking;
    const paper = decodeEscPos(readFileSync(receipt.printer));
    const text = paper.lines.map((line) => line.text);
    const row = (left: string, right: string) =>
      expect(text.some((line) => line.startsWith(left) && line.trimEnd().endsWith(right))).toBe(
        true,
      );
    row('Booking ref', booking.booking_ref_code);
    row('Guest', 'Baraka Mutua');
    for (const guest of booking.guests) {
      row(
        `  ${guest.payment_person} x${guest.payment_guests}`,
        `KES ${guest.amount.toLocaleString('en-US')}`,
      );
    }
    for (const vehicle of booking.vehicles) {
      row(
        `  ${vehicle.vehicle_charge_category} x${vehicle.vehicles}`,
        `KES ${vehicle.amount.toLocaleString('en-US')}`,
      );
    }
    row('TOTAL', `KES ${due.toLocaleString('en-US')}`);
    row('  Cash', `KES ${due.toLocaleString('en-US')}`);
    row('BALANCE DUE', 'KES 0');
    row('Cashier', demoStaff['Gate Clerk'].full_name);
    expect(paper.qrPayloads).toEqual([booking.booking_ref_code]);
    expect(text.some((line) => line.includes('COPY'))).toBe(false);

    const reprint = await offline.call('POST', `/bookings/${walkInId}/receipts`, {
      token: offlineClerk,
    });
    expect(reprint.body.receipt.copy).toBe(true);
    expect(reprint.body.receipt.receipt_number).toBe(receiptNumber);
    expect(reprint.body.receipt.preview).toContain('C O P Y');
    expect(
      decodeEscPos(readFileSync(reprint.body.receipt.printer)).lines.some((l) =>
        l.text.includes('COPY'),
      ),
    ).toBe(true);
    const log = (
      await offline.call('GET', `/receipts?booking_public_id=${walkInId}`, { token: offlineClerk })
    ).body;
    expect(log.receipts.map((entry: { copy: boolean }) => entry.copy)).toEqual([true, false]);
  });

  it('answers 503 OFFLINE for M-Pesa and the review list', async () => {
    const mpesa = await offline.call(
      'POST',
      `/bookings/${family.booking_public_id}/mpesa-payments`,
      {
        token: offlineClerk,
        body: { phone: '0712345678' },
      },
    );
    expect(mpesa).toMatchObject({ status: 503, body: { code: 'OFFLINE', message: MPESA_OFFLINE } });
    const review = await offline.call('GET', '/review/flagged', { token: offlineClerk });
    expect(review.status).toBe(503);
    expect(review.body).toMatchObject({ code: 'OFFLINE' });
    expect([REVIEW_OFFLINE, MPESA_OFFLINE]).toContain(review.body.message);
    const status = (await offline.call('GET', '/status')).body;
    // The check-in made online before the kiosk went away, the six made offline, and the
    // opening of the offline clerk's shift, announced with its first cash payment.
    expect(status.pending_operations).toBe(8);
  });

  it('uploads it all once back online: the server holds each booking, payment and check-in once', async () => {
    await offline.close();
    const online = await startKiosk(api.apiBaseUrl, dataDirectory);
    try {
      const token = await online.signIn('Gate Clerk');
      const synced = await online.call('POST', '/sync', { token });
      expect(synced.body).toMatchObject({
        error: null,
        status: { pending_operations: 0, flagged_operations: 0 },
      });
      await online.call('POST', '/sync', { token });

      const [counts] = await api.database.sql`select
        (select count(*)::int from bookings where booking_public_id = ${walkInId}) as walk_ins,
        (select count(*)::int from payments p join bookings b on b.id = p.booking_id
           where b.booking_public_id = ${walkInId} and p.status = 'paid') as walk_in_payments,
        (select count(*)::int from check_ins c join bookings b on b.id = c.booking_id
           where b.booking_public_id = ${walkInId}) as walk_in_check_ins,
        (select count(*)::int from check_ins c join bookings b on b.id = c.booking_id
           where b.booking_public_id = ${latecomer.booking_public_id}) as latecomer_check_ins,
        (select count(*)::int from check_ins c join bookings b on b.id = c.booking_id
           where b.booking_public_id = ${paidToday.booking_public_id}) as paid_today_check_ins,
        (select count(*)::int from receipt_prints r join bookings b on b.id = r.booking_id
           where b.booking_public_id = ${walkInId}) as receipts,
        (select array_agg(r.receipt_number order by r.id) from receipt_prints r
           join bookings b on b.id = r.booking_id
           where b.booking_public_id = ${walkInId}) as receipt_numbers`;
      expect(counts).toEqual({
        walk_ins: 1,
        walk_in_payments: 1,
        walk_in_check_ins: 1,
        latecomer_check_ins: 1,
        paid_today_check_ins: 1,
        receipts: 2,
        receipt_numbers: [receiptNumber, receiptNumber],
      });

      const detail = (await online.call('GET', `/bookings/${walkInId}`, { token })).body;
      expect(detail.summary).toMatchObject({
        provisional: false,
        booking_ref_code: walkInRef,
        booking_payment_balance: 0,
        booking_payment_status: 'Paid',
        inside: true,
      });
      expect(detail.booking.payments).toHaveLength(1);
      expect(detail.booking.check_ins).toHaveLength(1);
      expect(detail.booking.ticket_code).toEqual(expect.any(String));
    } finally {
      await online.close();
    }
  });
});
