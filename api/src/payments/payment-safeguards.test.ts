/**
 * No double charge and no flood of prompts, over real HTTP to the Daraja and card simulators:
 * a second STK push or card checkout while a pending payment covers the balance is refused with
 * a plain message (bookings and payables alike), two simultaneous requests start one STK push,
 * and STK pushes are throttled per phone and per payable with when to try again.
 * The simulator's prompts stay open (callbacks a minute away), so every push stays pending.
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { donationForm } from './payable-fixtures';
import { book, dayVisit, stablesTrip } from './payment-fixtures';
import { attentionReasons } from './payment-messages';
import { call, payOnCardPage, returnToApi, usePaymentTestServer } from './payment-test-server';
import { pendingPaymentMessages } from './pending-payment-cover';
import { stkThrottleMessages } from './stk-push-throttle';

const database = useTestDatabase();
const server = usePaymentTestServer(database, {
  callbackDelayMs: 60_000,
  config: { UNPAID_HOLDS_PER_CLIENT: 100 },
});

const pushTo = (bookingId: string, phone: string, extra: Record<string, unknown> = {}) =>
  call(server, 'POST', '/public/payments/mpesa', { booking_id: bookingId, phone, ...extra });

const pushesTo = (phone: string) => server.stkPushes.filter((push) => push.phone === phone);

describe('a balance already being paid', () => {
  it('refuses a second STK push while the first waits on the phone, and sends one prompt', async () => {
    const booking = await book(server, dayVisit(server));
    expect((await pushTo(booking.booking_public_id, '0712 000 101')).status).toBe(202);

    const again = await pushTo(booking.booking_public_id, '0712 000 101');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'CONFLICT',
      message: pendingPaymentMessages.mpesa('KES 4,250', '0101'),
      messages: [pendingPaymentMessages.mpesa('KES 4,250', '0101')],
    });
    expect(again.body.message).toBe(
      'A payment of KES 4,250 is already waiting for confirmation on the phone ending 0101. ' +
        'Approve or cancel the M-Pesa prompt on that phone, then try again if it is still needed.',
    );
    const card = await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: 'guest@example.com',
    });
    expect(card.status).toBe(409);
    expect(card.body.message).toBe(pendingPaymentMessages.mpesa('KES 4,250', '0101'));
    expect(pushesTo('254712000101')).toHaveLength(1);
  });

  it('starts one STK push for two simultaneous requests for one balance', async () => {
    const booking = await book(server, dayVisit(server, 11));
    const answers = await Promise.all([
      pushTo(booking.booking_public_id, '0712 000 102'),
      pushTo(booking.booking_public_id, '0712 000 102'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(pushesTo('254712000102')).toEqual([expect.objectContaining({ amount: 4250 })]);
  });

  it('refuses a second card checkout while the first is open', async () => {
    const booking = await book(server, stablesTrip(server));
    const first = await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: 'guest@example.com',
    });
    expect(first.status).toBe(200);
    const second = await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: 'guest@example.com',
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'A card payment of KES 48,160 is already open in another window. ' +
        'Finish it there or cancel it before trying again.',
    );
    expect((await pushTo(booking.booking_public_id, '0712 000 103')).status).toBe(409);
    expect(pushesTo('254712000103')).toHaveLength(0);

    // A card page abandoned for more than 15 minutes no longer keeps the visitor from paying.
    await database.sql`update payments set created_at = created_at - interval '15 minutes 1 second'
      where payment_public_id = ${first.body.payment_public_id}`;
    expect((await pushTo(booking.booking_public_id, '0712 000 103')).status).toBe(202);
  });

  it('lets the rest of a balance be paid while a deposit is pending, but no more', async () => {
    const booking = await book(server, stablesTrip(server, {}, 21));
    expect(
      (await pushTo(booking.booking_public_id, '0712 000 104', { amount: 20_000 })).status,
    ).toBe(202);
    const rest = await pushTo(booking.booking_public_id, '0712 000 105', { amount: 28_160 });
    expect(rest.status).toBe(202);
    const more = await pushTo(booking.booking_public_id, '0712 000 106', { amount: 1 });
    expect(more.status).toBe(409);
  });

  it('lets the payer cancel an open card checkout and start another, crediting both if both are paid', async () => {
    const booking = await book(server, dayVisit(server, 16));
    const cardFor = () =>
      call(server, 'POST', '/public/payments/card', {
        booking_id: booking.booking_public_id,
        email: 'guest@example.com',
      });
    const first = await cardFor();
    expect((await cardFor()).status).toBe(409);

    const cancelled = await call(
      server,
      'POST',
      `/public/payments/${first.body.payment_public_id}/cancel`,
    );
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: 'failed', reason: 'Cancelled by the payer' },
    });
    const second = await cardFor();
    expect(second.status).toBe(200);

    // The first card page was paid after all: the status query credits it.
    await returnToApi(await payOnCardPage(first.body, 'approve'));
    const paid = (await call(server, 'GET', `/public/bookings/${booking.booking_public_id}`)).body;
    expect(paid).toMatchObject({ booking_payment_status: 'Paid', booking_payment_balance: 0 });

    // And so was the second: more than the amount due, listed for a refund.
    await returnToApi(await payOnCardPage(second.body, 'approve'));
    const [flagged] = await database.sql`select status, attention_reason from payments
      where payment_public_id = ${second.body.payment_public_id}`;
    expect(flagged).toEqual({
      status: 'paid',
      attention_reason: attentionReasons.overpaid('KES 4,250.00'),
    });
    expect(
      (await call(server, 'POST', `/public/payments/${second.body.payment_public_id}/cancel`))
        .status,
    ).toBe(409);
  });

  it('lets the payer cancel a waiting STK push and send another', async () => {
    const booking = await book(server, dayVisit(server, 17));
    const first = await pushTo(booking.booking_public_id, '0712 000 108');
    expect((await pushTo(booking.booking_public_id, '0712 000 108')).status).toBe(409);
    await call(server, 'POST', `/public/payments/${first.body.payment_public_id}/cancel`);
    expect((await pushTo(booking.booking_public_id, '0712 000 108')).status).toBe(202);
    expect(pushesTo('254712000108')).toHaveLength(2);
  });

  it('refuses a second STK push for a donation', async () => {
    const created = await call(server, 'POST', '/public/donations', donationForm());
    const path = `/public/donations/${created.body.donation_ref_code}/payments/mpesa`;
    const answers = await Promise.all([
      call(server, 'POST', path, { phone: '0712000107' }),
      call(server, 'POST', path, { phone: '0712000107' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(pendingPaymentMessages.mpesa('KES 2,500', '0107'));
    expect(pushesTo('254712000107')).toHaveLength(1);
  });
});

describe('STK push throttle', () => {
  it('allows three unanswered prompts to one phone in 10 minutes, then says when to try again', async () => {
    const phone = '0712 000 201';
    for (const days of [12, 13, 14]) {
      const booking = await book(server, dayVisit(server, days));
      expect((await pushTo(booking.booking_public_id, phone)).status).toBe(202);
    }
    const fourth = await book(server, dayVisit(server, 15));
    const refused = await pushTo(fourth.booking_public_id, phone);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'RATE_LIMITED',
      message: stkThrottleMessages.phone(10),
      messages: [stkThrottleMessages.phone(10)],
    });
    expect(refused.body.message).toBe(
      'Too many M-Pesa requests have been sent to this phone. Please try again in 10 minutes.',
    );

    server.clock.advance(4 * 60_000);
    expect((await pushTo(fourth.booking_public_id, phone)).body.message).toBe(
      'Too many M-Pesa requests have been sent to this phone. Please try again in 6 minutes.',
    );
    expect(pushesTo('254712000201')).toHaveLength(3);

    await database.sql`update payments set created_at = created_at - interval '10 minutes'
      where phone = '254712000201'`;
    expect((await pushTo(fourth.booking_public_id, phone)).status).toBe(202);
  });

  it('counts simultaneous prompts to one phone for different bookings one after the other', async () => {
    const bookings = await Promise.all(
      [18, 19, 20, 21].map((days) => book(server, dayVisit(server, days))),
    );
    const answers = await Promise.all(
      bookings.map((booking) => pushTo(booking.booking_public_id, '0712 000 401')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 429]);
    expect(pushesTo('254712000401')).toHaveLength(3);
  });

  it('allows three prompts for one booking in 10 minutes, whatever the phone', async () => {
    const booking = await book(server, stablesTrip(server, {}, 22));
    for (const phone of ['0712 000 301', '0712 000 302', '0712 000 303']) {
      expect((await pushTo(booking.booking_public_id, phone, { amount: 1000 })).status).toBe(202);
    }
    const refused = await pushTo(booking.booking_public_id, '0712 000 304', { amount: 1000 });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(stkThrottleMessages.payable(10));
    expect(pushesTo('254712000304')).toHaveLength(0);
  });
});
