import { generateTicketKeyPair, signTicket } from '@hifadhi/shared/tickets/ticket-code';
import { describe, expect, it } from 'vitest';
import { qrFrame, rgbaOf } from '../../../../../test/support/qr-frame';
import { decodeQrPixels } from '../gate/camera-support';

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
    const frame = qrFrame(code, 4, 640, 480);
    expect(decodeQrPixels(rgbaOf(frame), frame.width, frame.height)).toBe(code);
    const blank = rgbaOf({ ...frame, luma: new Uint8Array(frame.luma.length).fill(235) });
    expect(decodeQrPixels(blank, frame.width, frame.height)).toBeNull();
  });
});
