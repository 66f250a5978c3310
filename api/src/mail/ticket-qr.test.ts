import { describe, expect, it } from 'vitest';
import { ticketQrPng } from './ticket-qr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('ticketQrPng', () => {
  it('is a PNG, the same bytes for the same code and different bytes for another code', async () => {
    const code = 'AEBAAKRUXG5LMVZZBMCAIBAAE2CRAQZ3OVM7SEE';
    const first = await ticketQrPng(code);
    expect(first.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect((await ticketQrPng(code)).equals(first)).toBe(true);
    expect((await ticketQrPng(`${code}A`)).equals(first)).toBe(false);
  });
});
