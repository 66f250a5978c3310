/**
 * The booking documents over HTTP, read back to text: an invoice's lines, total, the taxes its
 * total contains, payments and balance; invoices numbered one after another across bookings
 * and kept on a reprint marked COPY; receipts numbered per state of payments; a credit note's
 * number, amount and reason; every issue logged; 401, 403, 404 and 409 answers.
 */
import { containedTax } from '@hifadhi/shared/money/contained-tax';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { dayVisit } from '../sync/test-kiosk';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';
import { pdfRows } from './pdf-text';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Partner'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

const kes = (amount: Decimal.Value) => formatMoney(new Decimal(amount), 'KES', 2);
const url = (id: string, suffix = '') => `/api/v1/bookings/${id}${suffix}`;
const get = (id: string, suffix: string, role = 'Administrator') =>
  app.request(url(id, suffix), { headers: bearer(tokens[role]!) });
const post = (id: string, suffix: string, body: unknown) =>
  app.request(url(id, suffix), postJson(body, tokens.Administrator));

/** The document at `suffix` of booking `id`, read back to rows of text. */
async function rowsOf(id: string, suffix: string, role = 'Administrator') {
  const response = await get(id, suffix, role);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  return pdfRows(new Uint8Array(await response.arrayBuffer()));
}

async function staffRead(id: string): Promise<BookingRead> {
  return (await get(id, '')).json();
}

/** A held booking with Pelican House (VAT and catering levy) and Lion Tracking (VAT). */
async function safari(firstName: string) {
  const booked = await book(
    bookingDeps(database.db),
    bookingRequest({
      first_name: firstName,
      facilities: [{ public_id: 'fac-pelican', adults: 2, catering_type: '9a9a77eb' }],
      inventory: [
        { public_id: 'act-lion', date: '2026-12-11', adults: 2, residency_adults: 'non_resident' },
      ],
    }),
  );
  return booked.booking_public_id;
}

async function dayTrip(firstName: string) {
  return (await book(bookingDeps(database.db), dayVisit('2026-11-28', { first_name: firstName })))
    .booking_public_id;
}

async function pay(id: string, amount: number, reference: string) {
  const paid = await post(id, '/payments', {
    method: 'Bank Transfer',
    amount,
    currency: 'KES',
    reference,
  });
  expect(paid.status).toBe(201);
}

async function issuedLog(id: string) {
  return database.sql`select d.kind::text, d.number, i.copy, u.email
    from document_issues i
    join booking_documents d on d.id = i.document_id
    join bookings b on b.id = d.booking_id
    join users u on u.id = i.issued_by
    where b.booking_public_id = ${id} order by i.id`;
}

describe('an invoice', () => {
  it('prints the conservancy, the booking, its lines, taxes, payments and balance', async () => {
    const id = await safari('Wanjirũ');
    await pay(id, 10_000, 'SLIP-501');
    const read = await staffRead(id);
    const rows = await rowsOf(id, '/invoice.pdf');

    expect(rows.slice(0, 4)).toEqual([
      'Kijani Conservancy',
      'INVOICE',
      'Tel +254 700 000 123',
      expect.stringMatching(/^No\. INV-\d{6}$/),
    ]);
    expect(rows).toContain('KRA PIN P051234567K');
    expect(rows).toContain(`Booking reference ${read.booking_ref_code}`);
    expect(rows).toContain('Guest Wanjirũ Kamau');
    expect(rows).toContain('Check-in 2026-12-10');
    expect(rows).toContain('Check-out 2026-12-12');
    for (const line of read.lines) {
      expect(rows).toContain(`${line.description} ${line.quantity} ${kes(line.amount)}`);
    }
    const linesTotal = read.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(linesTotal).toBe(read.total_cost);
    expect(rows).toContain(`Total ${kes(read.total_cost)}`);

    // Pelican House contains VAT and the catering levy, Lion Tracking VAT; the rest is exempt.
    const rates = { vat_rate: '0.16', catering_levy_rate: '0.02' };
    const house = read.lines.find((line) => line.ref === 'fac-pelican')!;
    const tracking = read.lines.find((line) => line.ref === 'act-lion')!;
    const taxes = [
      containedTax(house.amount, 'vat_and_levy', rates),
      containedTax(tracking.amount, 'vat', rates),
    ];
    const exempt = read.total_cost - house.amount - tracking.amount;
    const vat = taxes.reduce((sum, tax) => sum.plus(tax.vat), new Decimal(0));
    const net = taxes.reduce((sum, tax) => sum.plus(tax.net), new Decimal(0));
    const levy = new Decimal(taxes[0]!.levy);
    expect(net.plus(vat).plus(levy).plus(exempt).toNumber()).toBe(read.total_cost);
    expect(rows).toEqual(
      expect.arrayContaining([
        `Exempt ${kes(exempt)}`,
        `Net of tax ${kes(net)}`,
        `VAT 16% ${kes(vat)}`,
        `Catering levy 2% ${kes(levy)}`,
      ]),
    );

    expect(rows).toContain(`2026-11-21 09:00 Bank Transfer SLIP-501 ${kes(10_000)}`);
    expect(rows).toContain(`Paid ${kes(10_000)}`);
    expect(read.booking_payment_balance).toBe(read.total_cost - 10_000);
    expect(rows).toContain(`Balance due ${kes(read.booking_payment_balance)}`);
    expect(rows).not.toContain('COPY');
    expect(rows.at(-1)).toBe(
      'Issued by Amina Wanjiru on 2026-11-21 09:00 (Nairobi time) · Page 1 of 1',
    );
  });

  it('numbers invoices of two bookings one after the other, and a reprint keeps its number as a COPY', async () => {
    const first = await dayTrip('Otieno');
    const second = await dayTrip('Akinyi');
    const numberIn = (rows: string[]) =>
      Number(rows.find((row) => row.includes('No. INV-'))!.match(/INV-(\d{6})/)![1]);
    const firstRows = await rowsOf(first, '/invoice.pdf');
    const secondRows = await rowsOf(second, '/invoice.pdf', 'Gate Clerk');
    expect(numberIn(secondRows)).toBe(numberIn(firstRows) + 1);

    const again = await get(first, '/invoice.pdf');
    const number = `INV-${String(numberIn(firstRows)).padStart(6, '0')}`;
    expect(again.headers.get('Content-Disposition')).toBe(`inline; filename="${number}-copy.pdf"`);
    const againRows = await pdfRows(new Uint8Array(await again.arrayBuffer()));
    expect(numberIn(againRows)).toBe(numberIn(firstRows));
    // The mark under the number, and the one across the page.
    expect(againRows).toContain('COPY');
    expect(againRows.join('\n').match(/COPY/g)).toHaveLength(2);
    expect(againRows.at(-1)).toMatch(/^Copy issued by Amina Wanjiru on /);

    expect((await issuedLog(first)).map((row) => ({ ...row }))).toEqual([
      { kind: 'invoice', number, copy: false, email: 'admin@kijani.example' },
      { kind: 'invoice', number, copy: true, email: 'admin@kijani.example' },
    ]);
    const listed = await (await get(first, '/documents')).json();
    expect(listed).toMatchObject({ invoice_number: number, credit_notes: [] });
    expect(listed.issued.map((row: { copy: boolean }) => row.copy)).toEqual([true, false]);
    expect(listed.issued[0]).toEqual({
      kind: 'invoice',
      number,
      copy: true,
      issued_by: 'Amina Wanjiru',
      issued_at: '2026-11-21T06:00:00.000Z',
    });
  });

  it('gives concurrent first issues distinct numbers without gaps', async () => {
    const ids = await Promise.all(['Kip', 'Chebet', 'Mutua', 'Nafula'].map(dayTrip));
    const answers = await Promise.all(ids.map((id) => get(id, '/invoice.pdf')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await database.sql`select sequence from booking_documents
      where kind = 'invoice' order by sequence`;
    const sequences = rows.map((row) => row.sequence as number);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });
});

describe('a receipt', () => {
  it('is refused while nothing is paid, then numbered per state of payments', async () => {
    const id = await dayTrip('Baraka');
    const unpaid = await get(id, '/receipt.pdf');
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({
      code: 'CONFLICT',
      message:
        'Nothing has been paid on this booking yet, so there is no receipt to give: print its invoice instead.',
    });

    await pay(id, 1_000, 'SLIP-601');
    const first = await rowsOf(id, '/receipt.pdf', 'Gate Clerk');
    const receiptNumber = first.find((row) => row.includes('No. RCT-'))!.slice(-10);
    expect(first[1]).toBe('RECEIPT');
    expect(first).toContain(`2026-11-21 09:00 Bank Transfer SLIP-601 ${kes(1_000)}`);
    expect(first).toContain(`Amount due ${kes(3_500)}`);
    expect(first).toContain(`Balance due ${kes(2_500)}`);
    expect(first).not.toContain('COPY');

    const copy = await rowsOf(id, '/receipt.pdf');
    expect(copy).toContain(`No. ${receiptNumber}`);
    expect(copy).toContain('COPY');

    await pay(id, 2_500, 'SLIP-602');
    const settled = await rowsOf(id, '/receipt.pdf');
    const next = Number(receiptNumber.slice(4)) + 1;
    expect(settled).toContain(`No. RCT-${String(next).padStart(6, '0')}`);
    expect(settled).toContain(`Balance due ${kes(0)}`);
    expect(settled).not.toContain('COPY');
    expect((await issuedLog(id)).map((row) => [row.kind, row.copy, row.email])).toEqual([
      ['receipt', false, 'clerk@kijani.example'],
      ['receipt', true, 'admin@kijani.example'],
      ['receipt', false, 'admin@kijani.example'],
    ]);
  });
});

describe('a credit note', () => {
  it('prints its number, amount and reason, against the booking and its invoice', async () => {
    const id = await dayTrip('Zawadi');
    await pay(id, 3_500, 'SLIP-701');
    const invoice = await rowsOf(id, '/invoice.pdf');
    const invoiceNumber = invoice.find((row) => row.includes('No. INV-'))!.slice(4);
    const issued = await post(id, '/credit-notes', {
      amount: 1_200,
      reason: 'Game drive cut short by rain',
    });
    expect(issued.status).toBe(201);
    const note = await issued.json();
    const number = `CN-${String(note.number).padStart(6, '0')}`;

    const rows = await rowsOf(id, `/credit-notes/${note.credit_note_public_id}.pdf`);
    expect(rows[1]).toBe('CREDIT NOTE');
    expect(rows).toEqual(
      expect.arrayContaining([
        `No. ${number}`,
        `Invoice ${invoiceNumber}`,
        `Credit note ${number}`,
        'Reason Game drive cut short by rain',
        `Amount credited ${kes(1_200)}`,
        `${number} 2026-11-21 09:00 Game drive cut short by rain ${kes(1_200)}`,
      ]),
    );
    expect(rows).not.toContain('COPY');
    expect(await rowsOf(id, `/credit-notes/${note.credit_note_public_id}.pdf`)).toContain('COPY');

    const listed = await (await get(id, '/documents', 'Gate Clerk')).json();
    expect(listed.credit_notes).toEqual([
      {
        credit_note_public_id: note.credit_note_public_id,
        number,
        amount: '1200.00',
        currency: 'KES',
        reason: 'Game drive cut short by rain',
        issued_at: '2026-11-21T06:00:00.000Z',
      },
    ]);
    expect((await issuedLog(id)).map((row) => [row.kind, row.number, row.copy])).toEqual([
      ['invoice', invoiceNumber, false],
      ['credit_note', number, false],
      ['credit_note', number, true],
    ]);

    const elsewhere = await dayTrip('Imani');
    const wrongBooking = await get(elsewhere, `/credit-notes/${note.credit_note_public_id}.pdf`);
    expect(wrongBooking.status).toBe(404);
    expect(await wrongBooking.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Credit note not found',
    });
    expect((await get(id, '/credit-notes/not-a-note.pdf')).status).toBe(404);
  });
});

describe('who may have a document', () => {
  it('asks for a sign-in (401), a feature (403), and knows no unknown booking (404)', async () => {
    const id = await dayTrip('Neema');
    const noToken = await app.request(url(id, '/invoice.pdf'));
    expect(noToken.status).toBe(401);
    expect((await noToken.json()).code).toBe('UNAUTHENTICATED');

    const signup = await app.request(
      '/api/v1/auth/signup',
      postJson({
        full_name: 'Aisha Mohamed',
        email: 'aisha@example.com',
        password: 'kifaru-2026',
        new_password: 'kifaru-2026',
      }),
    );
    expect(signup.status).toBe(201);
    const visitor = await app.request(
      '/api/v1/auth/login',
      postJson({ email: 'aisha@example.com', password: 'kifaru-2026' }),
    );
    tokens.Visitor = (await visitor.json()).auth_token;
    for (const suffix of ['/invoice.pdf', '/receipt.pdf', '/documents']) {
      const refused = await get(id, suffix, 'Visitor');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have access to this feature.',
      });
    }

    const notFound = { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' };
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const answer = await get(unknown, '/invoice.pdf');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(notFound);
    }
    // A partner user sees only its institution's bookings.
    const partnerView = await get(id, '/invoice.pdf', 'Partner');
    expect(partnerView.status).toBe(404);
    expect(await partnerView.json()).toEqual(notFound);
    expect(await issuedLog(id)).toHaveLength(0);
  });
});
