import { generateTicketKeyPair, signTicket } from '@hifadhi/shared/tickets/ticket-code';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from '../gate/camera-support';

/** `text` as a QR code (error correction M) drawn in RGBA, `scale` pixels a module, 4 quiet. */
function qrPixels(text: string, scale: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 8) * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const at = (((row + 4) * scale + y) * size + (col + 4) * scale + x) * 4;
          rgba.fill(0, at, at + 3);
        }
      }
    }
  }
  return { rgba, size };
}

describe('reading a ticket’s QR code from a camera frame (jsQR)', () => {
  it('reads back the exact ticket code, and nothing from a blank frame', () => {
    const pair = generateTicketKeyPair('K1');
    const code = signTicket(
      {
        booking_ref_code: 'WJCPHARK',
        check_in: '2026-12-01',
        check_out: '2026-12-03',
        guests: {
          citizen: { adults: 2, children: 1 },
          resident: { adults: 0, children: 0 },
          non_resident: { adults: 0, children: 0 },
        },
        issued_at: '2026-11-24T04:35:00.000Z',
      },
      pair.private_key,
      pair.key_id,
    );
    const { rgba, size } = qrPixels(code, 4);
    expect(decodeQrPixels(rgba, size, size)).toBe(code);
    expect(decodeQrPixels(new Uint8ClampedArray(size * size * 4).fill(255), size, size)).toBeNull();
  });
});
