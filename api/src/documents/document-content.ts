/**
 * What a booking document says, read inside the issuing transaction: the conservancy (name,
 * contacts, KRA PIN, VAT and catering levy rates), the booking (reference, guest, dates,
 * statuses), its priced lines by section with the taxes each price contains, the amount due,
 * the payments credited to it, what was waived when it is complimentary (FOC), its balance,
 * and its credit notes. Money is exact (`Decimal`) in the booking's currency, in whole units
 * with cents where a payment converted from another currency left some.
 *
 * The lines are the booking as read back (`readBooking`); the figures come from the booking
 * row and its paid ledger rows, so the document adds up: amount due − paid − waived = balance
 * (a payment above the amount due shows as overpaid, balance 0).
 *
 * spec: pricing-rules.md §Taxes, §Totals and payment; staff-booking.md §3.12; issue 13 item 5.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { TaxRates, TaxTreatment } from '@hifadhi/shared/money/contained-tax';
import { taxesContained, taxTreatment } from '@hifadhi/shared/pricing/taxes-contained';
import type { QuoteLine } from '@hifadhi/shared/schemas/quote';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { readBooking } from '../bookings/read-booking';
import { readTaxRateHistory, taxRatesInForce } from '../catalogue-settings/tax-rates';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import { activities, conservancy, facilities } from '../db/schema/catalogue';
import { partnerLodges } from '../db/schema/partner-lodges-and-school-fees';
import { paymentLedger, payments } from '../db/schema/payments';
import { creditNotes } from '../db/schema/staff-bookings';
import type { BookingRow } from '../staff-bookings/booking-operation';

/** One priced line of the booking. */
export interface DocumentLine {
  section: string;
  description: string;
  quantity: number;
  amount: Decimal;
  tax: TaxTreatment;
}

/** One payment credited to the booking. */
export interface DocumentPayment {
  /** Its paid ledger row (`payment_ledger.id`). */
  ledger_id: number;
  paid_at: Date;
  method: string;
  reference: string | null;
  /** What it credited, in the booking's currency. */
  amount: Decimal;
  /** What was paid when the payment was in another currency ("KES 5,000.00"); else null. */
  paid_as: { amount: Decimal; currency: CurrencyCode } | null;
}

/** A credit note issued on the booking. */
export interface DocumentCreditNote {
  credit_note_public_id: string;
  id: number;
  number: number;
  amount: Decimal;
  reason: string;
  issued_at: Date;
}

export interface DocumentContent {
  conservancy: {
    name: string;
    contact_phone: string;
    reservations_email: string;
    kra_pin: string | null;
  } & TaxRates;
  booking: {
    id: number;
    reference: string;
    guest: string;
    email: string;
    phone: string;
    check_in: string;
    check_out: string;
    status: string;
    payment_status: string;
  };
  currency: CurrencyCode;
  lines: DocumentLine[];
  /** The amount due: the lines' sum (grand total and donations). */
  total: Decimal;
  payments: DocumentPayment[];
  paid: Decimal;
  /** What a complimentary (FOC) booking was let off; 0 otherwise. */
  waived: Decimal;
  /** Paid above the amount due (to refund or credit); 0 otherwise. */
  overpaid: Decimal;
  balance: Decimal;
  credit_notes: DocumentCreditNote[];
}

/** The taxes the document's total contains; null when no line is taxed. */
export interface DocumentTaxes {
  exempt: Decimal;
  net: Decimal;
  vat: Decimal;
  levy: Decimal;
  /** Whether a line contains the catering levy. */
  has_levy: boolean;
  rates: TaxRates;
}

const sections: Record<QuoteLine['kind'], string> = {
  conservation: 'Conservation fees',
  vehicle: 'Vehicles',
  accommodation: 'Accommodation',
  external_accommodation: 'External accommodation',
  activity: 'Activities',
  donation: 'Donations',
};

/** How a payment is named on paper: what staff recorded it as, else its channel. */
const methodNames: Record<(typeof payments.$inferSelect)['method'], string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank transfer',
  cash: 'Cash',
};

/**
 * The taxes each accommodation, external accommodation and activity line's price contains,
 * from the catalogue.
 */
async function lineTaxes(db: Executor, lines: QuoteLine[]) {
  const refs = (kind: QuoteLine['kind']) =>
    lines.filter((line) => line.kind === kind).map((line) => line.ref);
  const facilityRefs = refs('accommodation');
  const activityRefs = refs('activity');
  const lodgeRefs = refs('external_accommodation');
  const [facilityFlags, activityFlags, lodgeFlags] = await Promise.all([
    facilityRefs.length === 0
      ? []
      : db
          .select({
            ref: facilities.public_id,
            vat: facilities.vat,
            catering_levy: facilities.catering_levy,
          })
          .from(facilities)
          .where(inArray(facilities.public_id, facilityRefs)),
    activityRefs.length === 0
      ? []
      : db
          .select({ ref: activities.public_id, vat: activities.vat })
          .from(activities)
          .where(inArray(activities.public_id, activityRefs)),
    lodgeRefs.length === 0
      ? []
      : db
          .select({
            ref: partnerLodges.public_id,
            vat: partnerLodges.vat,
            catering_levy: partnerLodges.catering_levy,
          })
          .from(partnerLodges)
          .where(inArray(partnerLodges.public_id, lodgeRefs)),
  ]);
  const byRef = {
    accommodation: new Map(facilityFlags.map((flags) => [flags.ref, flags])),
    external_accommodation: new Map(lodgeFlags.map((flags) => [flags.ref, flags])),
    activity: new Map(activityFlags.map((flags) => [flags.ref, flags])),
  };
  return (line: QuoteLine): TaxTreatment =>
    line.kind === 'accommodation' ||
    line.kind === 'activity' ||
    line.kind === 'external_accommodation'
      ? taxTreatment(byRef[line.kind].get(line.ref))
      : 'exempt';
}

/** The booking's payments, oldest first: each paid ledger row with its payment. */
async function paidPayments(db: Executor, bookingId: number): Promise<DocumentPayment[]> {
  const rows = await db
    .select({
      ledger_id: paymentLedger.id,
      at: paymentLedger.at,
      provider: paymentLedger.provider,
      reference: paymentLedger.provider_reference,
      received_as: payments.received_as,
      amount: paymentLedger.amount,
      currency: paymentLedger.currency,
      credited: paymentLedger.credited_amount,
      payable_currency: payments.payable_currency,
    })
    .from(paymentLedger)
    .innerJoin(payments, eq(payments.id, paymentLedger.payment_id))
    .where(and(eq(payments.booking_id, bookingId), eq(paymentLedger.status, 'paid')))
    .orderBy(asc(paymentLedger.at), asc(paymentLedger.id));
  return rows.map((row) => ({
    ledger_id: row.ledger_id,
    paid_at: row.at,
    method: row.received_as ?? methodNames[row.provider],
    reference: row.reference,
    amount: new Decimal(row.credited),
    paid_as:
      row.currency === row.payable_currency
        ? null
        : { amount: new Decimal(row.amount), currency: row.currency as CurrencyCode },
  }));
}

/**
 * The content of a document on `booking` (locked by the caller), read on `db` at `clock`.
 * @throws Error when the catalogue has not been seeded (no conservancy row).
 */
export async function readDocumentContent(
  deps: { db: Executor; clock: Clock },
  booking: BookingRow,
): Promise<DocumentContent> {
  const { db } = deps;
  const [read, [house], paid, notes] = await Promise.all([
    readBooking(deps, booking.booking_public_id),
    db.select().from(conservancy).where(eq(conservancy.id, 1)),
    paidPayments(db, booking.id),
    db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.booking_id, booking.id))
      .orderBy(asc(creditNotes.number)),
  ]);
  if (!house) throw new Error('The conservancy row is missing: seed the catalogue first');
  // The VAT and catering levy in force on the day the booking was made (its tax point).
  const rates = taxRatesInForce(
    house,
    await readTaxRateHistory(db),
    calendarDateAt(booking.created_at),
  );
  const taxOf = await lineTaxes(db, read.lines);
  const total = new Decimal(booking.amount_due);
  const balance = new Decimal(booking.booking_payment_balance);
  const paidTotal = paid.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
  const unexplained = total.minus(paidTotal).minus(balance);
  return {
    conservancy: {
      name: house.name,
      contact_phone: house.contact_phone,
      reservations_email: house.reservations_email,
      kra_pin: house.kra_pin,
      vat_rate: rates.vat_rate,
      catering_levy_rate: rates.catering_levy_rate,
    },
    booking: {
      id: booking.id,
      reference: read.booking_ref_code,
      guest: `${read.booking_details.first_name} ${read.booking_details.last_name}`,
      email: read.booking_details.email_address,
      phone: read.booking_details.phone_number,
      check_in: read.check_in_date,
      check_out: read.check_out_date,
      status: read.booking_status,
      payment_status: booking.booking_payment_status,
    },
    currency: read.currency,
    lines: read.lines.map((line) => ({
      section: sections[line.kind],
      description: line.description,
      quantity: line.quantity,
      amount: new Decimal(line.amount),
      tax: taxOf(line),
    })),
    total,
    payments: paid,
    paid: paidTotal,
    waived: Decimal.max(unexplained, 0),
    overpaid: Decimal.max(unexplained.negated(), 0),
    balance,
    credit_notes: notes.map((note) => ({
      credit_note_public_id: note.credit_note_public_id,
      id: note.id,
      number: note.number,
      amount: new Decimal(note.amount),
      reason: note.reason,
      issued_at: note.issued_at,
    })),
  };
}

/**
 * The taxes `content`'s lines contain, to the cent (pricing-rules.md §Taxes; the quote's
 * `taxes` come from the same `taxesContained`); null if none.
 */
export function documentTaxes(content: DocumentContent): DocumentTaxes | null {
  const rates = {
    vat_rate: content.conservancy.vat_rate,
    catering_levy_rate: content.conservancy.catering_levy_rate,
  };
  if (new Decimal(rates.vat_rate).isZero()) return null;
  if (content.lines.every((line) => line.tax === 'exempt')) return null;
  return { ...taxesContained(content.lines, rates), rates };
}
