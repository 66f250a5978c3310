import { describe, expect, it } from 'vitest';
import { decodeEscPos } from './escpos-decoder';

const ESC = 0x1b;
const GS = 0x1d;
const text = (value: string) => [...Buffer.from(value, 'latin1')];
const qr = (payload: string) => {
  const length = payload.length + 3;
  return [
    ...[GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00],
    ...[GS, 0x28, 0x6b, length % 256, length >> 8, 0x31, 0x50, 0x30],
    ...text(payload),
    ...[GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30],
  ];
};

describe('decodeEscPos', () => {
  it('reads lines with their bold, alignment and size, QR payloads and cuts', () => {
    const bytes = Uint8Array.from([
      ...[ESC, 0x74, 0x00],
      ...[ESC, 0x61, 0x01, ESC, 0x45, 0x01],
      ...text('Kijani'),
      0x0a,
      ...[ESC, 0x45, 0x00, ESC, 0x61, 0x32],
      ...text('right'),
      0x0a,
      ...[ESC, 0x61, 0x00, ESC, 0x21, 0x38],
      ...text('BIG'),
      0x0a,
      ...[ESC, 0x21, 0x00, GS, 0x21, 0x11, GS, 0x42, 0x01],
      ...text('INV'),
      0x0a,
      ...[GS, 0x42, 0x00, GS, 0x21, 0x00],
      ...qr('TKT-1'),
      0x0a,
      ...text('after'),
      ...[ESC, 0x64, 0x04, GS, 0x56, 0x41, 0x03, ESC, 0x40],
      ...text('next'),
      ...[GS, 0x56, 0x00],
    ]);
    const printed = decodeEscPos(bytes);
    expect(printed.lines).toEqual([
      { text: 'Kijani', bold: true, align: 'center', width: 1, height: 1, inverted: false },
      { text: 'right', bold: false, align: 'right', width: 1, height: 1, inverted: false },
      { text: 'BIG', bold: true, align: 'left', width: 2, height: 2, inverted: false },
      { text: 'INV', bold: false, align: 'left', width: 2, height: 2, inverted: true },
      { text: '', bold: false, align: 'left', width: 1, height: 1, inverted: false },
      { text: 'after', bold: false, align: 'left', width: 1, height: 1, inverted: false },
      { text: 'next', bold: false, align: 'left', width: 1, height: 1, inverted: false },
    ]);
    expect(printed.qrPayloads).toEqual(['TKT-1']);
    expect(printed.cuts).toBe(2);
    expect(printed.items.map((item) => item.kind)).toEqual([
      'line',
      'line',
      'line',
      'line',
      'qr',
      'line',
      'line',
      'cut',
      'line',
      'cut',
    ]);
  });

  it('reads a QR payload longer than 255 bytes (two-byte length)', () => {
    const payload = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.repeat(10);
    const printed = decodeEscPos(Uint8Array.from([...qr(payload), ...text('ok'), 0x0a]));
    expect(printed.qrPayloads).toEqual([payload]);
    expect(printed.lines.map((line) => line.text)).toEqual(['ok']);
  });

  it('refuses a command it does not know rather than guess, naming the offset', () => {
    expect(() =>
      decodeEscPos(Uint8Array.from([...text('ab'), ESC, 0x70, 0x00, 0x19, 0xfa])),
    ).toThrow('Unsupported ESC/POS byte 0x1b at offset 2');
    expect(() => decodeEscPos(Uint8Array.from([0x89]))).toThrow('offset 0');
  });
});
