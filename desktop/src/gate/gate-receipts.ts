/**
 * Receipts printed at the gate: built from the booking as the gate knows it (conservancy
 * header with its KRA PIN from the catalogue, the receipt number, reference, a member's number
 * and what their discount took off each line, lines by section with the taxes the catalogue
 * says their prices contain, totals, paid payments, the QR = the
 * ticket code when there is one, else the reference, the signed-in clerk, the time), printed
 * through `printReceipt` on the kiosk's printer, logged locally with the decoded preview text,
 * marked COPY from the second print of a booking on, and queued as `receipt_printed`.
 * Money is whole units of the booking currency.
 *
 * Receipt numbers are the kiosk's own sequence, kept in the replica: the device's code (the
 * first six characters of its public id) and a running number, "3F9A2C-000042". A booking's
 * first print takes the next number and keeps it: every copy, and a print retried after the
 * printer failed, shows the same number, and no number is ever given twice.
 *
 * spec: staff-booking.md §2 (Receipt, receipt-payment, receipt-checkin), §9; public-site.md
 * §2.13; pricing-rules.md §Taxes; research offline-checkin-anchors.md §1 (print logs, COPY on
 * reprints).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { decodeEscPos } from '../printing/escpos-decoder';
import { previewText } from '../printing/escpos-preview';
import { printReceipt } from '../printing/print-receipt';
import type { ReceiptPrinter } from '../printing/printers';
import type { PaymentMethod, ReceiptInput } from '../printing/receipt';
import { renderReceipt } from '../printing/receipt-layout';
import { gateBookingById, gateDevice } from './gate-bookings';
import { enqueueReceiptPrinted } from './outbox';
import { requireCatalogue } from './replica-catalogue';
import type { ReplicaDatabase } from './replica-database';

/** One print as the gate logs it (k-contract.md ReceiptLogEntry). */
export interface ReceiptLogEntry {
  receipt_id: string;
  /** The receipt number printed on it (null on receipts printed before numbering). */
  receipt_number: string | null;
  booking_public_id: string;
  booking_ref_code: string;
  copy: boolean;
  printed_at: string;
  /** Where it went: the file written or the network printer's `host:port`. */
  printer: string;
  clerk_name: string;
  /** The decoded paper, 42 columns. */
  preview: string;
  qr: string | null;
}

const methodOnPaper: Record<ReplicaBooking['payments'][number]['method'], PaymentMethod> = {
  cash: 'cash',
  mpesa: 'mpesa',
  card: 'card',
  bank: 'online',
};

type ReceiptLines = ReceiptInput['sections'][number]['lines'];
type TaxTreatment = NonNullable<ReceiptLines[number]['tax']>;

function section(title: string, lines: ReceiptLines): ReceiptInput['sections'] {
  if (lines.length === 0) return [];
  return [{ title, lines, total: lines.reduce((sum, line) => sum + line.amount, 0) }];
}

/** The taxes a catalogue item's price contains (pricing-rules.md §Taxes). */
function taxOf(item: { vat?: boolean; catering_levy?: boolean } | undefined): TaxTreatment {
  if (!item?.vat) return 'exempt';
  return item.catering_levy ? 'vat_and_levy' : 'vat';
}

const RECEIPT_NUMBER_DIGITS = 6;

/**
 * The receipt number of `bookingPublicId`: the one it was given, or the kiosk's next.
 * @throws DomainError CONFLICT when the kiosk is not registered (no device code).
 */
export function receiptNumberOf(db: ReplicaDatabase, bookingPublicId: string): string {
  return db
    .transaction(() => {
      const given = db
        .prepare('select receipt_number from receipt_numbers where booking_public_id = ?')
        .pluck()
        .get(bookingPublicId) as string | undefined;
      if (given) return given;
      const device = gateDevice(db);
      if (!device) throw new DomainError('CONFLICT', 'This kiosk is not registered yet.');
      const next = db
        .prepare(
          `update device set receipts_numbered = receipts_numbered + 1 where id = 1
           returning receipts_numbered`,
        )
        .pluck()
        .get() as number;
      const code = device.device_public_id.replaceAll('-', '').slice(0, 6).toUpperCase();
      const number = `${code}-${String(next).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;
      db.prepare(
        'insert into receipt_numbers (booking_public_id, receipt_number) values (?, ?)',
      ).run(bookingPublicId, number);
      return number;
    })
    .immediate();
}

/**
 * The receipt of `booking` numbered `receiptNumber`, printed by `cashier` at `printedAt`
 * (`copy` on reprints).
 */
export function receiptOf(
  db: ReplicaDatabase,
  booking: ReplicaBooking,
  receiptNumber: string,
  cashier: string,
  printedAt: Date,
  copy: boolean,
): ReceiptInput {
  const catalogue = requireCatalogue(db);
  const device = gateDevice(db);
  const gate = catalogue.gates.find((known) => known.gate_public_id === device?.gate_public_id);
  const facilityOf = (id: string) => catalogue.facilities.find((known) => known.public_id === id);
  const activityOf = (id: string) => catalogue.activities.find((known) => known.public_id === id);
  const sections = [
    ...section(
      'Conservation fees',
      booking.guests.map((guest) => ({
        description: guest.payment_person,
        quantity: guest.payment_guests,
        amount: guest.amount,
        member_discount: guest.member_discount ?? 0,
      })),
    ),
    ...section(
      'Vehicles',
      booking.vehicles.map((vehicle) => ({
        description: vehicle.vehicle_charge_category,
        quantity: vehicle.vehicles,
        amount: vehicle.amount,
      })),
    ),
    ...section(
      'Accommodation',
      booking.facility_bookings.map((facility) => ({
        description: facility.facility_name,
        quantity: facility.number_of_rooms || facility.adults + facility.children || 1,
        amount: facility.amount,
        member_discount: facility.member_discount ?? 0,
        tax: taxOf(facilityOf(facility.facility_public_id)),
      })),
    ),
    ...section(
      'Activities',
      booking.inventory_bookings.map((activity) => ({
        description: activity.inventory_name,
        quantity: activity.rangers || activity.adults + activity.children || 1,
        amount: activity.amount,
        member_discount: activity.member_discount ?? 0,
        tax: taxOf(activityOf(activity.activity_public_id)),
      })),
    ),
  ];
  const charged = sections.reduce((sum, part) => sum + part.total, 0);
  if (booking.amount_due > charged) {
    sections.push(
      ...section('Donations', [
        { description: 'Donation', quantity: 1, amount: booking.amount_due - charged },
      ]),
    );
  }
  const total = sections.reduce((sum, part) => sum + part.total, 0);
  const payments = booking.payments
    .filter((payment) => payment.status === 'paid' && payment.currency === booking.currency)
    .map((payment) => ({
      method: methodOnPaper[payment.method],
      amount: payment.amount,
      reference: payment.method === 'cash' ? null : payment.reference,
    }));
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    conservancy: {
      name: catalogue.conservancy.name,
      phone: catalogue.conservancy.contact_phone,
      email: catalogue.conservancy.reservations_email,
      kra_pin: catalogue.conservancy.kra_pin ?? null,
    },
    receipt_number: receiptNumber,
    gate_name: gate?.gate_name ?? device?.gate_public_id ?? 'Gate',
    booking_reference: booking.booking_ref_code,
    guest_name: `${booking.first_name} ${booking.last_name}`,
    member_reference_number: booking.member_reference_number ?? null,
    check_in: booking.check_in_date,
    check_out: booking.check_out_date,
    currency: booking.currency,
    sections,
    total,
    payments,
    balance: total - paid,
    ticket_code: booking.ticket_code ?? booking.booking_ref_code,
    cashier,
    printed_at: printedAt.toISOString(),
    copy,
    tax_rates: {
      vat_rate: catalogue.conservancy.vat_rate,
      catering_levy_rate: catalogue.conservancy.catering_levy_rate,
    },
  };
}

interface ReceiptRow extends Omit<ReceiptLogEntry, 'copy'> {
  copy: 0 | 1;
}

function entryOf(row: ReceiptRow): ReceiptLogEntry {
  return { ...row, copy: row.copy === 1 };
}

const loggedReceipts = `select receipt_log.*, receipt_numbers.receipt_number from receipt_log
  left join receipt_numbers using (booking_public_id)`;

/** The receipts printed for a booking (every booking when omitted), newest first. */
export function receiptLog(db: ReplicaDatabase, bookingPublicId?: string): ReceiptLogEntry[] {
  const newestFirst = 'order by printed_at desc, receipt_log.rowid desc';
  const rows = (
    bookingPublicId
      ? db
          .prepare(`${loggedReceipts} where booking_public_id = ? ${newestFirst}`)
          .all(bookingPublicId)
      : db.prepare(`${loggedReceipts} ${newestFirst}`).all()
  ) as ReceiptRow[];
  return rows.map(entryOf);
}

/** One logged receipt, or null. */
export function loggedReceipt(db: ReplicaDatabase, receiptId: string): ReceiptLogEntry | null {
  const row = db.prepare(`${loggedReceipts} where receipt_id = ?`).get(receiptId) as
    | ReceiptRow
    | undefined;
  return row ? entryOf(row) : null;
}

/**
 * Prints the booking's receipt under its receipt number (a COPY when one was printed before),
 * logs it and queues `receipt_printed`.
 * @throws DomainError BOOKING_NOT_FOUND; PrinterUnreachableError (PRINTER_UNREACHABLE);
 *   VALIDATION_FAILED when the receipt would not add up.
 */
export async function printBookingReceipt(
  deps: { db: ReplicaDatabase; printer: ReceiptPrinter; now: () => Date },
  bookingPublicId: string,
  clerk: { public_id: string; full_name: string },
): Promise<ReceiptLogEntry> {
  const { db } = deps;
  const view = gateBookingById(db, bookingPublicId);
  if (!view) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  const copy = receiptLog(db, bookingPublicId).length > 0;
  const printedAt = deps.now();
  const receiptNumber = receiptNumberOf(db, bookingPublicId);
  const input = receiptOf(db, view.booking, receiptNumber, clerk.full_name, printedAt, copy);
  const printed = await printReceipt(deps.printer, input);
  const entry: ReceiptLogEntry = {
    receipt_id: randomUUID(),
    receipt_number: receiptNumber,
    booking_public_id: bookingPublicId,
    booking_ref_code: view.booking.booking_ref_code,
    copy,
    printed_at: printedAt.toISOString(),
    printer: printed.target,
    clerk_name: clerk.full_name,
    preview: previewText(decodeEscPos(renderReceipt(input))),
    qr: input.ticket_code,
  };
  const { receipt_number: _numbered, ...logged } = entry;
  db.transaction(() => {
    db.prepare(
      `insert into receipt_log (receipt_id, booking_public_id, booking_ref_code, copy, printed_at,
         printer, clerk_name, preview, qr)
       values (@receipt_id, @booking_public_id, @booking_ref_code, @copy, @printed_at, @printer,
         @clerk_name, @preview, @qr)`,
    ).run({ ...logged, copy: copy ? 1 : 0 });
    enqueueReceiptPrinted(
      db,
      {
        booking_public_id: bookingPublicId,
        copy,
        clerk_public_id: clerk.public_id,
        receipt_number: receiptNumber,
      },
      printedAt,
    );
  })();
  return entry;
}
