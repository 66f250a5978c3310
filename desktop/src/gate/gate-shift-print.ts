/**
 * Prints a closed shift's summary on the kiosk's receipt printer (ESC/POS, the receipt's
 * paper) and gives back the decoded paper for the screen, like a printed receipt.
 *
 * spec: issue 17 item 4 (gate cash-up: a printed summary).
 */
import { decodeEscPos } from '../printing/escpos-decoder';
import { previewText } from '../printing/escpos-preview';
import type { ReceiptPrinter } from '../printing/printers';
import { renderShiftSummary } from '../printing/shift-summary-layout';
import { gateDevice } from './gate-bookings';
import { closedShift, type ShiftClerk } from './gate-shifts';
import { requireCatalogue } from './replica-catalogue';
import type { ReplicaDatabase } from './replica-database';

/**
 * Prints the clerk's closed shift `shiftPublicId`.
 * @returns where it went and the decoded paper (42 columns).
 * @throws DomainError NOT_FOUND (no such closed shift of the clerk); PrinterUnreachableError.
 */
export async function printShiftSummary(
  deps: { db: ReplicaDatabase; printer: ReceiptPrinter; now: () => Date },
  shiftPublicId: string,
  clerk: ShiftClerk,
): Promise<{ printer: string; preview: string }> {
  const printedAt = deps.now();
  const shift = closedShift(deps.db, clerk.public_id, shiftPublicId, printedAt);
  const device = gateDevice(deps.db);
  const gate = requireCatalogue(deps.db).gates.find(
    (known) => known.gate_public_id === device?.gate_public_id,
  );
  const bytes = renderShiftSummary(
    shift,
    gate?.gate_name ?? device?.gate_public_id ?? 'Gate',
    printedAt,
  );
  const printed = await deps.printer.print(`shift-${shift.shift_public_id}`, bytes);
  return { printer: printed.target, preview: previewText(decodeEscPos(bytes)) };
}
