/**
 * The QR image of a ticket code: a PNG, error correction M, 6 pixels a module, 4 modules of
 * quiet zone. The code is upper-case base32, so the QR uses its compact alphanumeric mode
 * (a typical ticket fits a 41 × 41 version 6 symbol). Deterministic: the same code always
 * gives the same bytes.
 *
 * spec: public-site.md §2.13 (the confirmation e-mail carries the QR); shared/src/tickets/
 * ticket-code.ts (the code's length and alphabet).
 */
import QRCode from 'qrcode';

/** PNG bytes of the QR code of `ticketCode`. */
export function ticketQrPng(ticketCode: string): Promise<Buffer> {
  return QRCode.toBuffer(ticketCode, { errorCorrectionLevel: 'M', scale: 6, margin: 4 });
}
