/**
 * The receipt the gate kiosk prints: what was charged for a booking, what was paid and how,
 * and the ticket's QR code. Money is whole units of `currency` (KES or USD), already rounded
 * up line by line as pricing-rules.md §Money and rounding says, so a receipt always adds up:
 * each section total is the sum of its lines, the total the sum of the sections, and the
 * balance the total less the payments. Sums are of whole-unit integers, which are exact.
 *
 * The receipt carries the kiosk's receipt number and, as Kenyan tax receipts do, the
 * conservancy's KRA PIN and the VAT its taxed lines contain. A member's booking carries the
 * membership number and, per line, what the member's discount took off (already out of the
 * line's amount, so the figures above still add up).
 *
 * spec: staff-booking.md §2 (Receipt routes), §9; public-site.md §2.13; pricing-rules.md
 * §Taxes; offline-checkin-anchors.md §1 (Box office and printing).
 */
import { currencyCode, decimalString } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { calendarDate } from '@hifadhi/shared/schemas/common';
import { z } from 'zod';

const wholeUnits = z.number().int('Must be a whole number');
const text = z.string().trim().min(1, 'This field is required');

export const receiptLineSchema = z.object({
  /** What was charged, e.g. "Citizen Adult" or "Up to 6 seater". */
  description: text,
  /** Guests, vehicles, rooms or participants. */
  quantity: wholeUnits.min(1, 'Must be at least 1'),
  /** The line's amount (not a unit price), whole units of the receipt currency. */
  amount: wholeUnits.min(0, 'Must not be below 0'),
  /**
   * What the member's discount took off the line, whole units: `amount` is after it; the paper
   * prints the line at its price before it and the discount once, above the total.
   */
  member_discount: wholeUnits.min(0, 'Must not be below 0').default(0),
  /** The taxes its price contains (pricing-rules.md §Taxes); conservation and vehicles none. */
  tax: z.enum(['exempt', 'vat', 'vat_and_levy']).default('exempt'),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptSectionSchema = z.object({
  /** e.g. "Conservation fees", "Vehicles", "Accommodation", "Activities". */
  title: text,
  lines: z.array(receiptLineSchema).min(1, 'A section needs at least one line'),
  /** Sum of the section's line amounts, whole units. */
  total: wholeUnits.min(0, 'Must not be below 0'),
});
export type ReceiptSection = z.infer<typeof receiptSectionSchema>;

export const paymentMethods = ['cash', 'mpesa', 'card', 'online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How each payment method is named on paper. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  card: 'Card',
  online: 'Online',
};

export const receiptPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  /** Whole units of the receipt currency; for cash, the amount tendered. */
  amount: wholeUnits.min(1, 'Must be at least 1'),
  /** M-Pesa receipt number, card authorisation code or online payment id; none for cash. */
  reference: z.string().trim().min(1).nullish(),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

export const receiptSchema = z
  .object({
    conservancy: z.object({
      name: text,
      phone: text,
      email: z.email('E-mail must be valid'),
      /** The conservancy's KRA PIN, printed as Kenyan tax receipts show it. */
      kra_pin: text.nullish(),
    }),
    /** The kiosk's receipt number: its own sequence, the same on every copy. */
    receipt_number: text,
    gate_name: text,
    booking_reference: text,
    guest_name: text,
    /** The membership number of the member whose discounts priced it; none without one. */
    member_reference_number: text.nullish(),
    check_in: calendarDate,
    check_out: calendarDate,
    currency: currencyCode,
    sections: z.array(receiptSectionSchema).min(1, 'A receipt needs at least one section'),
    /** Grand total: the sum of the section totals, whole units. */
    total: wholeUnits.min(0, 'Must not be below 0'),
    payments: z.array(receiptPaymentSchema),
    /**
     * Total less payments, whole units: above 0 is still due, below 0 is change given back
     * in cash, 0 is settled.
     */
    balance: wholeUnits,
    /** The ticket code the QR carries; the gate scanner reads it back. */
    ticket_code: text,
    /** Full name of the clerk who took the payment or printed the receipt. */
    cashier: text,
    /** The instant of printing (ISO 8601 with offset); printed in Africa/Nairobi time. */
    printed_at: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' }),
    /** True on a reprint: the paper then says COPY. */
    copy: z.boolean().default(false),
    /** The catalogue's VAT and catering levy rates; needed when a line is taxed. */
    tax_rates: z.object({ vat_rate: decimalString, catering_levy_rate: decimalString }).nullish(),
  })
  .superRefine((receipt, ctx) => {
    if (receipt.check_out < receipt.check_in) {
      ctx.addIssue({
        code: 'custom',
        message: 'Check-out cannot be before check-in',
        path: ['check_out'],
      });
    }
    receipt.sections.forEach((section, index) => {
      if (sum(section.lines.map((line) => line.amount)) !== section.total) {
        ctx.addIssue({
          code: 'custom',
          message: 'Section total must be the sum of its lines',
          path: ['sections', index, 'total'],
        });
      }
    });
    if (memberDiscount(receipt) > 0 && !receipt.member_reference_number) {
      ctx.addIssue({
        code: 'custom',
        message: 'A member discount needs the membership number',
        path: ['member_reference_number'],
      });
    }
    if (sum(receipt.sections.map((section) => section.total)) !== receipt.total) {
      ctx.addIssue({
        code: 'custom',
        message: 'Total must be the sum of the section totals',
        path: ['total'],
      });
    }
    const taxed = receipt.sections.some((section) =>
      section.lines.some((line) => line.tax !== 'exempt'),
    );
    if (taxed && !receipt.tax_rates) {
      ctx.addIssue({
        code: 'custom',
        message: 'A taxed line needs the tax rates',
        path: ['tax_rates'],
      });
    }
    if (receipt.total - paidAmount(receipt) !== receipt.balance) {
      ctx.addIssue({
        code: 'custom',
        message: 'Balance must be the total less the payments',
        path: ['balance'],
      });
    }
  });

/** A receipt as the layout prints it (after parsing). */
export type Receipt = z.output<typeof receiptSchema>;
/** A receipt as the caller builds it (`copy` may be omitted). */
export type ReceiptInput = z.input<typeof receiptSchema>;

function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** What the member's discount took off the receipt's lines, whole units of its currency. */
export function memberDiscount(receipt: Pick<Receipt, 'sections'>): number {
  return sum(
    receipt.sections.flatMap((section) => section.lines.map((line) => line.member_discount ?? 0)),
  );
}

/** Sum of the receipt's payments, whole units of its currency. */
export function paidAmount(receipt: Pick<Receipt, 'payments'>): number {
  return sum(receipt.payments.map((payment) => payment.amount));
}

/**
 * Parses and checks a receipt: every field present, dates real, and the figures adding up.
 * @throws DomainError `VALIDATION_FAILED` with `fields` (snake_case path → message).
 */
export function parseReceipt(input: unknown): Receipt {
  const result = receiptSchema.safeParse(input);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  const messages = [...new Set(Object.values(fields))];
  throw new DomainError('VALIDATION_FAILED', messages[0] ?? 'Invalid receipt', {
    fields,
    messages,
  });
}
