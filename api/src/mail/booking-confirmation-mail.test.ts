import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BookingConfirmationDetails } from './booking-confirmation-details';
import { bookingConfirmationMail, TICKET_QR_CID } from './booking-confirmation-mail';
import { readEml } from './eml-reader';
import { createMailer } from './mailer';
import { ticketQrPng } from './ticket-qr';

const contact = {
  name: 'Kijani Conservancy',
  contact_phone: '+254 700 000 123',
  reservations_email: 'reservations@kijani.example',
};

const details: BookingConfirmationDetails = {
  booking_public_id: '0b7c1a52-7d5e-4a57-9d0e-2f3b4c5d6e7f',
  booking_ref_code: 'K7M2QX9D',
  first_name: 'Wanjiku',
  email: 'wanjiku@example.com',
  check_in_date: '2026-12-10',
  check_out_date: '2026-12-12',
  guest_total: 3,
  guests: [
    { payment_person: 'Non-Resident Adult', payment_guests: 2 },
    { payment_person: 'Citizen Child', payment_guests: 1 },
  ],
  facilities: [{ facility_name: 'The Stables', start_date: '2026-12-10', end_date: '2026-12-12' }],
  activities: [{ inventory_name: 'Lion Tracking', date: '2026-12-11', adults: 2, children: 1 }],
  vehicle_count: 1,
  currency: 'KES',
  total_cost: 48160,
  donations: 1000,
  amount_due: 49160,
  amount_paid: 49160,
  booking_payment_balance: 0,
};

const ticketCode = 'AEBAAKRUXG5LMVZZBMCAIBAAE2CRAQZ3OVM7SEEAAAAAAAAAAAAA';

describe('bookingConfirmationMail', () => {
  it("carries the confirmed page's content, the money and the contact details", async () => {
    const mail = bookingConfirmationMail(
      details,
      { ticket_code: ticketCode, qr_png: await ticketQrPng(ticketCode) },
      contact,
    );
    expect(mail).toMatchObject({
      to: 'wanjiku@example.com',
      from: '"Kijani Conservancy" <reservations@kijani.example>',
      subject: 'Booking confirmed: K7M2QX9D',
    });
    for (const line of [
      'Dear Wanjiku,',
      'Booking reference: K7M2QX9D',
      'Check-in: 2026-12-10',
      'Check-out: 2026-12-12',
      'Guests: 3',
      'Non-Resident Adult: 2',
      'Citizen Child: 1',
      'The Stables: 2026-12-10 to 2026-12-12',
      'Lion Tracking, 2026-12-11: adults 2, children 1',
      'Vehicles: 1',
      'Total: KES 48,160',
      'Donations: KES 1,000',
      'Amount due: KES 49,160',
      'Paid: KES 49,160',
      'Balance: KES 0',
      `Ticket code: ${ticketCode}`,
      'Questions? Call +254 700 000 123 or write to reservations@kijani.example.',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`<img src="cid:${TICKET_QR_CID}"`);
    expect(mail.attachments?.[0]).toMatchObject({ cid: TICKET_QR_CID, contentType: 'image/png' });
  });

  it('leaves out empty sections and the donation lines of a booking without donations', async () => {
    const mail = bookingConfirmationMail(
      { ...details, activities: [], donations: 0, amount_due: 48160, amount_paid: 48160 },
      { ticket_code: ticketCode, qr_png: await ticketQrPng(ticketCode) },
      contact,
    );
    expect(mail.text).not.toContain('Activities');
    expect(mail.text).not.toContain('Donations');
    expect(mail.text).toContain('Paid: KES 48,160');
  });

  it('escapes HTML in names', async () => {
    const mail = bookingConfirmationMail(
      { ...details, first_name: '<b>Ann</b>' },
      { ticket_code: ticketCode, qr_png: await ticketQrPng(ticketCode) },
      contact,
    );
    expect(mail.html).toContain('Dear &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes the message as an .eml file whose parts read back exactly', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'hifadhi-mail-'));
    try {
      const qr = await ticketQrPng(ticketCode);
      const mailer = createMailer({ directory });
      const receipt = await mailer.send(
        bookingConfirmationMail(details, { ticket_code: ticketCode, qr_png: qr }, contact),
        'booking-confirmation-K7M2QX9D',
      );
      expect(receipt.file).toMatch(/booking-confirmation-K7M2QX9D-[0-9a-f]{4}\.eml$/);
      expect(path.dirname(receipt.file ?? '')).toBe(directory);
      const message = await readEml(await readFile(receipt.file ?? ''));
      expect(message.subject).toBe('Booking confirmed: K7M2QX9D');
      expect(message.to).toBe('wanjiku@example.com');
      expect(message.text).toContain('Total: KES 48,160');
      expect(message.html).toContain('Lion Tracking, 2026-12-11');
      expect(message.attachments).toHaveLength(1);
      expect(message.attachments[0]?.cid).toBe(TICKET_QR_CID);
      expect(message.attachments[0]?.content.equals(qr)).toBe(true);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
