/**
 * Prints one receipt: checks it, lays it out to ESC/POS and hands it to the chosen printer.
 * The gate service calls this for a gate payment, a check-in or a reprint (`copy: true`).
 *
 * spec: staff-booking.md §2 (Receipt, receipt-payment, receipt-checkin routes).
 */

import type { PrintResult, ReceiptPrinter } from './printers';
import { parseReceipt, type ReceiptInput } from './receipt';
import { renderReceipt } from './receipt-layout';

/**
 * Prints `input` on `printer` and returns what was printed, for the print log.
 * @throws DomainError `VALIDATION_FAILED` when the receipt is incomplete or does not add up;
 * PrinterUnreachableError when a network printer cannot be reached.
 */
export async function printReceipt(
  printer: ReceiptPrinter,
  input: ReceiptInput,
): Promise<PrintResult> {
  const receipt = parseReceipt(input);
  return printer.print(receipt.booking_reference, renderReceipt(receipt));
}
