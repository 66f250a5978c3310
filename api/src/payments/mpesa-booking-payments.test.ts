/**
 * Paying bookings by M-Pesa end to end over real HTTP: the API on a test database, the Daraja
 * simulator sending its callbacks to the API's callback route, mail written to a folder.
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import { describe, expect, it } from 'vitest';
import { ticketQrPng } from '../mail/ticket-qr';
import { useTestDatabase } from '../test/test-database';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import { stkResultMessages } from './mpesa/stk-result-messages';
import { book, dayVisit, pelicanTrip, stablesTrip } from './payment-fixtures';
import { call, eventually, usePaymentTestServer } from './payment-test-server';
import { settlePendingPayments } from './pending-payment-sweep';
import { STK_CALLBACK_ACCEPTED } from './receive-stk-callback';
import { darajaTestPhones } from './simulators/daraja-test-phones';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 150 });

const readBooking = async (id: string) =>
  (await call(server, 'GET', `/public/bookings/${id}`)).body;

/** The booking once its payment status is `status`. */
const bookingWhen = (id: string, status: string) =>
  eventually(async () => {
    const booking = await readBooking(id);
    return booking.booking_payment_status === status ? booking : undefined;
  });

const ledger = (bookingId: string) => database.sql`
  select l.status, l.source, l.amount, l.credited_amount, l.provider_reference, l.reason, l.raw_payload
  from payment_ledger l join payments p on p.id = l.payment_id join bookings b on b.id = p.booking_id
  where b.booking_public_id = ${bookingId} order by l.id`;

const paymentRow = async (paymentPublicId: string) =>
  (await database.sql`select * from payments where payment_public_id = ${paymentPublicId}`)[0]!;

const pushTo = (bookingId: string, phone: string, extra: Record<string, unknown> = {}) =>
  call(server, 'POST', '/public/payments/mpesa', { booking_id: bookingId, phone, ...extra });

describe('paying a booking by M-Pesa', () => {
  it('pays a day visit in full: confirmed, ticketed, and the confirmation e-mailed with a QR that verifies', async () => {
    const booking = await book(server, dayVisit(server));
    expect(booking.total_cost).toBe(4250);

    const push = await pushTo(booking.booking_public_id, '0708 374 149');
    expect(push.status).toBe(202);
    expect(push.body).toMatchObject({
      checkout_request_id: expect.stringMatching(/^ws_CO_/),
      customer_message: 'Success. Request accepted for processing',
      amount: 4250,
      currency: 'KES',
    });
    expect((await readBooking(booking.booking_public_id)).booking_payment_status).toBe('Unpaid');

    const paid = await bookingWhen(booking.booking_public_id, 'Paid');
    expect(paid).toMatchObject({
      booking_status: 'confirmed',
      total_cost: 4250,
      booking_payment_balance: 0,
      hold_expires_at: null,
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        method: 'mpesa',
        status: 'paid',
        amount: 4250,
        currency: 'KES',
        reference: expect.stringMatching(/^S[A-Z0-9]{9}$/),
      }),
    ]);

    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.subject.includes(booking.booking_ref_code)),
    );
    expect(mail.to).toBe('wanjiku@example.com');
    expect(mail.subject).toBe(`Booking confirmed: ${booking.booking_ref_code}`);
    const visitDay = addDays(server.clock.today(), 10);
    for (const line of [
      'Dear Wanjiku,',
      `Booking reference: ${booking.booking_ref_code}`,
      `Check-in: ${visitDay}`,
      `Check-out: ${visitDay}`,
      'Guests: 3',
      'Citizen Adult: 2',
      'Citizen Child: 1',
      'Vehicles: 1',
      'Total: KES 4,250',
      'Paid: KES 4,250',
      'Balance: KES 0',
      'Questions? Call +254 700 000 123 or write to reservations@kijani.example.',
    ]) {
      expect(mail.text).toContain(line);
    }

    const ticketCode = /Ticket code: ([A-Z2-7]+)/.exec(mail.text)?.[1] ?? '';
    const keys = await ticketPublicKeys(database.db);
    const verified = verifyTicket(ticketCode, keys);
    expect(verified).toMatchObject({
      result: 'valid',
      payload: {
        booking_ref_code: booking.booking_ref_code,
        check_in: visitDay,
        check_out: visitDay,
        guests: { citizen: { adults: 2, children: 1 } },
      },
    });
    const qr = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.content.equals(await ticketQrPng(ticketCode))).toBe(true);

    const last = ticketCode.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${ticketCode.slice(0, -2)}${last}${ticketCode.at(-1)}`;
    expect(verifyTicket(tampered, keys).result).toBe('invalid_signature');
    const forgedRef = ticketCode.replace(ticketCode.slice(8, 12), 'AAAA');
    expect(verifyTicket(forgedRef, keys).result).not.toBe('valid');
  });

  it('credits a duplicated callback once, and a late copy of it changes nothing', async () => {
    const booking = await book(server, dayVisit(server, 11));
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.duplicateCallback.phone);
    await bookingWhen(booking.booking_public_id, 'Paid');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const payment = await paymentRow(push.body.payment_public_id);
    const [credit] = await ledger(booking.booking_public_id);
    const late = await call(
      server,
      'POST',
      `/payments/mpesa/callback/${payment.callback_token}`,
      credit!.raw_payload,
    );
    expect(late).toEqual({ status: 200, body: STK_CALLBACK_ACCEPTED });

    const rows = await ledger(booking.booking_public_id);
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      source: 'callback',
      credited_amount: '4250.00',
    });
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
    const mails = (await server.mail()).filter((m) => m.subject.includes(booking.booking_ref_code));
    expect(mails).toHaveLength(1);
  });

  it('credits nothing for forged callbacks and answers each cleanly; the STK query then settles it', async () => {
    const booking = await book(server, dayVisit(server, 12));
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.noCallback.phone);
    const payment = await paymentRow(push.body.payment_public_id);
    const path = `/payments/mpesa/callback/${payment.callback_token}`;
    const forged = (checkoutRequestId: string, amount: number) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: payment.merchant_request_id,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
              { Name: 'TransactionDate', Value: 20261121090105 },
              { Name: 'PhoneNumber', Value: 254711000003 },
            ],
          },
        },
      },
    });

    const malformed = await call(server, 'POST', path, '{"Body": {"stkCallback": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await call(server, 'POST', path, { hello: 'world' })).status).toBe(400);
    expect(await call(server, 'POST', path, forged(payment.checkout_request_id, 1))).toEqual({
      status: 200,
      body: STK_CALLBACK_ACCEPTED,
    });
    expect(await call(server, 'POST', path, forged('ws_CO_unknown', 4250))).toEqual({
      status: 200,
      body: STK_CALLBACK_ACCEPTED,
    });
    const unknownToken = await call(
      server,
      'POST',
      '/payments/mpesa/callback/not-a-token',
      forged(payment.checkout_request_id, 4250),
    );
    expect(unknownToken.status).toBe(404);
    expect(unknownToken.body).toMatchObject({ code: 'NOT_FOUND' });

    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Unpaid',
      booking_payment_balance: 4250,
    });
    expect((await ledger(booking.booking_public_id)).map((row) => row.status)).toEqual([
      'rejected',
      'rejected',
    ]);

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await settlePendingPayments(server.deps, 0)).toContain('credited');
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Paid',
      booking_status: 'confirmed',
    });
    expect((await ledger(booking.booking_public_id)).at(-1)).toMatchObject({
      status: 'paid',
      source: 'stk_query',
      credited_amount: '4250.00',
    });
  });

  it('settles a push whose callback never comes when the site confirms the payment', async () => {
    const booking = await book(server, dayVisit(server, 13));
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.noCallback.phone);
    const id = push.body.payment_public_id;
    expect((await call(server, 'GET', `/public/payments/${id}`)).body).toMatchObject({
      status: 'pending',
    });
    const settled = await eventually(async () => {
      const status = (await call(server, 'GET', `/public/payments/${id}`)).body;
      return status.status === 'pending' ? undefined : status;
    });
    expect(settled).toMatchObject({ status: 'paid', method: 'mpesa', amount: 4250 });
    expect((await readBooking(booking.booking_public_id)).booking_payment_status).toBe('Paid');
  });

  it('leaves the right balance after a partial payment, and no ticket until it is paid', async () => {
    const booking = await book(server, stablesTrip(server));
    expect(booking.total_cost).toBe(48160);
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone, {
      amount: 20000,
    });
    expect(push.body).toMatchObject({ amount: 20000, currency: 'KES' });
    const partly = await bookingWhen(booking.booking_public_id, 'Partially Paid');
    // Arriving in 20 days the schedule asks for everything now: a part keeps it held.
    expect(partly).toMatchObject({
      booking_status: 'held',
      booking_payment_balance: 28160,
      total_cost: 48160,
      hold_expires_at: expect.any(String),
    });
    const tickets = await database.sql`
      select t.* from booking_tickets t join bookings b on b.id = t.booking_id
      where b.booking_public_id = ${booking.booking_public_id}`;
    expect(tickets).toHaveLength(0);

    const tooMuch = await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone, {
      amount: 28161,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({
      amount: 'Amount must not be more than the balance of KES 28,160',
    });

    await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone);
    expect(await bookingWhen(booking.booking_public_id, 'Paid')).toMatchObject({
      booking_payment_balance: 0,
    });
    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.subject.includes(booking.booking_ref_code)),
    );
    expect(mail.text).toContain('Paid: KES 48,160');
  });

  it('refuses M-Pesa for a balance of KES 70,000 or more with the spec notice', async () => {
    const booking = await book(server, pelicanTrip(server));
    expect(booking.booking_payment_balance).toBe(168000);
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone);
    expect(push.status).toBe(400);
    expect(push.body).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.mpesaLimit });
    expect(
      await database.sql`select * from payments p join bookings b on b.id = p.booking_id
        where b.booking_public_id = ${booking.booking_public_id}`,
    ).toHaveLength(0);
  });

  it('charges a USD booking in KES at its sell rate and credits it in USD', async () => {
    const booking = await book(server, stablesTrip(server, { currency: 'USD' }, 21));
    expect(booking).toMatchObject({ currency: 'USD', total_cost: 368 });
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone);
    expect(push.body).toMatchObject({ amount: 368 * 131, currency: 'KES' });
    const paid = await bookingWhen(booking.booking_public_id, 'Paid');
    expect(paid).toMatchObject({ currency: 'USD', booking_payment_balance: 0 });
    expect(await ledger(booking.booking_public_id)).toEqual([
      expect.objectContaining({ status: 'paid', amount: '48208.00', credited_amount: '368.00' }),
    ]);
  });

  it('records donations added at payment time on the booking, paid with it', async () => {
    const booking = await book(server, stablesTrip(server, {}, 22));
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.pays.phone, {
      public_donations: [
        { new_donation_currency_id: 'KES', new_donation_amount: '1000', cause: 'cause-rhino' },
        { new_donation_currency_id: 'USD', new_donation_amount: 10 },
      ],
    });
    expect(push.body.amount, JSON.stringify(push.body)).toBe(48160 + 1000 + 1310);
    const paid = await bookingWhen(booking.booking_public_id, 'Paid');
    expect(paid.booking_payment_balance).toBe(0);
    expect(paid.lines.filter((line: { kind: string }) => line.kind === 'donation')).toEqual([
      expect.objectContaining({ description: 'Rhino protection', amount: 1000 }),
      expect.objectContaining({ description: 'Donation', amount: 1310 }),
    ]);
    const donations = await database.sql`
      select d.currency, d.amount, d.paid, d.first_name, d.cause_public_id from donations d
      join bookings b on b.id = d.booking_id where b.booking_public_id = ${booking.booking_public_id}
      order by d.id`;
    expect(donations).toEqual([
      {
        currency: 'KES',
        amount: '1000.00',
        paid: 1,
        first_name: 'Wanjiku',
        cause_public_id: 'cause-rhino',
      },
      { currency: 'USD', amount: '10.00', paid: 1, first_name: 'Wanjiku', cause_public_id: null },
    ]);
    const [row] =
      await database.sql`select amount_due from bookings where booking_public_id = ${booking.booking_public_id}`;
    expect(row?.amount_due).toBe('50470.00');
  });

  it('tells the payer why a cancelled prompt failed, and the booking stays unpaid', async () => {
    const booking = await book(server, dayVisit(server, 14));
    const push = await pushTo(booking.booking_public_id, darajaTestPhones.cancelled.phone);
    const failed = await eventually(async () => {
      const status = (await call(server, 'GET', `/public/payments/${push.body.payment_public_id}`))
        .body;
      return status.status === 'failed' ? status : undefined;
    });
    expect(failed).toMatchObject({ reason: stkResultMessages.cancelled, method: 'mpesa' });
    expect((await readBooking(booking.booking_public_id)).booking_payment_status).toBe('Unpaid');
  });

  it('answers unknown bookings and bad phones in the one error shape', async () => {
    const unknown = await pushTo(
      '00000000-0000-4000-8000-000000000000',
      darajaTestPhones.pays.phone,
    );
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: messages.bookingNotFound },
    });
    const booking = await book(server, dayVisit(server, 15));
    const badPhone = await pushTo(booking.booking_public_id, '020 222 2222');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toEqual({ phone: messages.mpesaPhoneInvalid });
  });
});
