import { DomainError } from '@hifadhi/shared/errors';
import { describe, expect, it } from 'vitest';
import { DAY_VISIT_TICKET_CODE, dayVisitReceipt } from './day-visit-receipt.fixture';
import { type DecodedLine, decodeEscPos } from './escpos-decoder';
import { formatPrintedAt, renderReceipt } from './receipt-layout';

const decode = (overrides: Parameters<typeof dayVisitReceipt>[0] = {}) =>
  decodeEscPos(renderReceipt(dayVisitReceipt(overrides)));

const lineWith = (lines: DecodedLine[], text: string): DecodedLine => {
  const found = lines.find((line) => line.text.includes(text));
  if (!found) throw new Error(`No printed line contains "${text}"`);
  return found;
};

describe('renderReceipt: a KES 4,250 day visit paid 5,000 in cash', () => {
  const printed = decode();

  it('prints every line of the receipt, amounts right-aligned on 42 columns', () => {
    expect(printed.lines.map((line) => line.text)).toEqual([
      'Kijani Conservancy',
      'Tel +254 700 000 123',
      'reservations@kijani.example',
      'KRA PIN P051234567K',
      'Main Gate',
      '',
      'RECEIPT',
      '------------------------------------------',
      'Receipt no.                  3F9A2C-000042',
      'Booking ref                      KJ-7Q4M2X',
      'Guest                        Wanjiru Kamau',
      'Check-in                        2026-03-14',
      'Check-out                       2026-03-14',
      '------------------------------------------',
      'Conservation fees',
      '  Citizen Adult x2               KES 3,000',
      '  Citizen Child x1                 KES 750',
      '  Subtotal                       KES 3,750',
      'Vehicles',
      '  Up to 6 seater x1                KES 500',
      '  Subtotal                         KES 500',
      '------------------------------------------',
      'TOTAL                            KES 4,250',
      '------------------------------------------',
      'Payments',
      '  Cash                           KES 5,000',
      '  Change                           KES 750',
      'BALANCE DUE                          KES 0',
      '------------------------------------------',
      'KJ-7Q4M2X',
      '------------------------------------------',
      'Cashier                      Joseph Otieno',
      'Printed                   2026-03-14 09:05',
      '',
      'Thank you for supporting conservation',
    ]);
  });

  it('centres the header, the conservancy name bold and double height', () => {
    const name = lineWith(printed.lines, 'Kijani Conservancy');
    expect(name).toMatchObject({ bold: true, align: 'center', height: 2 });
    for (const text of ['Tel +254 700 000 123', 'reservations@kijani.example', 'Main Gate']) {
      expect(lineWith(printed.lines, text)).toMatchObject({ bold: false, align: 'center' });
    }
    expect(lineWith(printed.lines, 'RECEIPT')).toMatchObject({ bold: true, align: 'center' });
  });

  it('prints the reference, the total and the balance bold, the lines plain', () => {
    expect(lineWith(printed.lines, 'KJ-7Q4M2X').bold).toBe(true);
    expect(lineWith(printed.lines, 'TOTAL')).toMatchObject({ bold: true, height: 2 });
    expect(lineWith(printed.lines, 'BALANCE DUE').bold).toBe(true);
    expect(lineWith(printed.lines, 'Citizen Adult x2')).toMatchObject({
      bold: false,
      align: 'left',
    });
    expect(lineWith(printed.lines, 'Conservation fees').bold).toBe(true);
  });

  it('prints the ticket code as a QR code, centred, with the booking reference beneath', () => {
    expect(printed.qrPayloads).toEqual([DAY_VISIT_TICKET_CODE]);
    const qrAt = printed.items.findIndex((item) => item.kind === 'qr');
    expect(printed.items[qrAt - 1]).toMatchObject({ kind: 'line', text: '-'.repeat(42) });
    expect(printed.items[qrAt + 1]).toMatchObject({
      kind: 'line',
      text: 'KJ-7Q4M2X',
      align: 'center',
    });
  });

  it('ends with exactly one cut and says COPY nowhere', () => {
    expect(printed.cuts).toBe(1);
    expect(printed.items.at(-1)).toEqual({ kind: 'cut' });
    expect(printed.lines.some((line) => line.text.includes('COPY'))).toBe(false);
  });
});

describe('renderReceipt: a reprint', () => {
  it('says COPY large, bold and inverted at the top and the bottom, the rest unchanged', () => {
    const original = decode();
    const reprint = decode({ copy: true });
    const banners = reprint.lines.filter((line) => line.text.trim() === 'COPY');
    expect(banners).toHaveLength(2);
    for (const banner of banners) {
      expect(banner).toMatchObject({
        bold: true,
        inverted: true,
        width: 2,
        height: 2,
        align: 'center',
      });
    }
    expect(reprint.lines[0]?.text.trim()).toBe('COPY');
    expect(reprint.lines.at(-1)?.text.trim()).toBe('COPY');
    expect(reprint.lines.slice(1, -1)).toEqual(original.lines);
    expect(reprint.cuts).toBe(1);
    expect(reprint.qrPayloads).toEqual([DAY_VISIT_TICKET_CODE]);
  });
});

describe('renderReceipt: other payments and amounts', () => {
  it('lists M-Pesa and card payments with their references, the total paid and the balance due', () => {
    const { lines } = decode({
      payments: [
        { method: 'mpesa', amount: 2000, reference: 'SCK4T7H2QX' },
        { method: 'card', amount: 1000, reference: 'AUTH 482913' },
      ],
      balance: 1250,
    });
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('  M-Pesa SCK4T7H2QX              KES 2,000');
    expect(texts).toContain('  Card AUTH 482913               KES 1,000');
    expect(texts).toContain('  Total paid                     KES 3,000');
    expect(texts).toContain('BALANCE DUE                      KES 1,250');
    expect(texts.some((text) => text.includes('Change'))).toBe(false);
  });

  it('says when nothing has been paid yet', () => {
    const texts = decode({ payments: [], balance: 4250 }).lines.map((line) => line.text);
    expect(texts).toContain('No payment received');
    expect(texts).toContain('BALANCE DUE                      KES 4,250');
  });

  it('groups thousands in large amounts and names the currency of the total', () => {
    const { lines } = decode({
      currency: 'USD',
      sections: [
        {
          title: 'Accommodation',
          lines: [{ description: 'Pelican House', quantity: 3, amount: 1_254_300 }],
          total: 1_254_300,
        },
      ],
      total: 1_254_300,
      payments: [{ method: 'online', amount: 1_254_300, reference: 'ORD-88121' }],
      balance: 0,
    });
    const texts = lines.map((line) => line.text);
    expect(texts).toContain('  Pelican House x3           USD 1,254,300');
    expect(texts).toContain('TOTAL                        USD 1,254,300');
    expect(texts).toContain('  Online ORD-88121           USD 1,254,300');
    expect(texts).toContain('BALANCE DUE                          USD 0');
  });

  it('wraps a long description beside its amount and prints accented names in plain letters', () => {
    const { lines } = decode({
      guest_name: 'Zoë Wambũi',
      sections: [
        {
          title: 'Activities',
          lines: [
            {
              description: 'Guided morning walk with rangers along the river',
              quantity: 4,
              amount: 6000,
            },
          ],
          total: 6000,
        },
      ],
      total: 6000,
      payments: [{ method: 'cash', amount: 6000 }],
      balance: 0,
    });
    const texts = lines.map((line) => line.text);
    const at = texts.indexOf('  Guided morning walk with       KES 6,000');
    expect(at).toBeGreaterThan(-1);
    expect(texts[at + 1]).toBe('  rangers along the river x4');
    expect(texts).toContain('Guest                           Zoe Wambui');
    expect(lines.every((line) => line.text.length <= 42)).toBe(true);
  });

  it('refuses a receipt that does not add up', () => {
    expect(() => renderReceipt(dayVisitReceipt({ total: 4000 }))).toThrow(DomainError);
  });
});

describe("renderReceipt: a member's day visit, the entry fees discounted 100%", () => {
  /** Two citizen adults, KES 3,000 before the member's discount and nothing after it. */
  const member = dayVisitReceipt({
    member_reference_number: 'GATE01',
    sections: [
      {
        title: 'Conservation fees',
        lines: [{ description: 'Citizen Adult', quantity: 2, amount: 0, member_discount: 3000 }],
        total: 0,
      },
      {
        title: 'Vehicles',
        lines: [{ description: 'Up to 6 seater', quantity: 1, amount: 500 }],
        total: 500,
      },
    ],
    total: 500,
    payments: [{ method: 'cash', amount: 500 }],
    balance: 0,
  });

  it('prints the membership number, the lines before the discount and the discount once', () => {
    const texts = decodeEscPos(renderReceipt(member)).lines.map((line) => line.text);
    const from = texts.indexOf('Guest                        Wanjiru Kamau');
    const to = texts.findIndex((text) => text.startsWith('TOTAL'));
    expect(texts.slice(from, to + 1)).toEqual([
      'Guest                        Wanjiru Kamau',
      'Member no.                          GATE01',
      'Check-in                        2026-03-14',
      'Check-out                       2026-03-14',
      '------------------------------------------',
      'Conservation fees',
      '  Citizen Adult x2               KES 3,000',
      '  Subtotal                       KES 3,000',
      'Vehicles',
      '  Up to 6 seater x1                KES 500',
      '  Subtotal                         KES 500',
      '------------------------------------------',
      'Member discount                - KES 3,000',
      '------------------------------------------',
      'TOTAL                              KES 500',
    ]);
  });

  it('prints neither line without a member, and refuses a discount without the number', () => {
    const texts = decode().lines.map((line) => line.text);
    expect(texts.some((text) => /Member/.test(text))).toBe(false);
    expect(() => renderReceipt({ ...member, member_reference_number: null })).toThrow(
      'A member discount needs the membership number',
    );
  });
});

describe('formatPrintedAt', () => {
  it('shows the instant as Nairobi wall-clock time, YYYY-MM-DD HH:mm', () => {
    expect(formatPrintedAt('2026-03-14T06:05:00Z')).toBe('2026-03-14 09:05');
    expect(formatPrintedAt('2026-12-31T21:30:00Z')).toBe('2027-01-01 00:30');
    expect(formatPrintedAt('2026-07-01T12:00:00+03:00')).toBe('2026-07-01 12:00');
  });
});

describe('renderReceipt: the taxes a stay at Pelican House contains (pricing-rules.md §Taxes)', () => {
  // Two citizens for a night at Pelican House, self catering, with an armed ranger escort.
  const stay = dayVisitReceipt({
    check_out: '2026-03-15',
    sections: [
      {
        title: 'Conservation fees',
        lines: [{ description: 'Citizen Adult', quantity: 2, amount: 3000 }],
        total: 3000,
      },
      {
        title: 'Vehicles',
        lines: [{ description: 'Up to 6 seater', quantity: 1, amount: 500 }],
        total: 500,
      },
      {
        title: 'Accommodation',
        lines: [{ description: 'Pelican House', quantity: 1, amount: 30000, tax: 'vat_and_levy' }],
        total: 30000,
      },
      {
        title: 'Activities',
        lines: [{ description: 'Armed Ranger Escort', quantity: 2, amount: 6000, tax: 'vat' }],
        total: 6000,
      },
    ],
    total: 39500,
    payments: [{ method: 'cash', amount: 39500 }],
    balance: 0,
    tax_rates: { vat_rate: '0.16', catering_levy_rate: '0.02' },
  });

  it('prints the exempt fees, the net, the VAT and the catering levy under the total', () => {
    const texts = decodeEscPos(renderReceipt(stay)).lines.map((line) => line.text);
    const from = texts.indexOf('TOTAL                           KES 39,500');
    // Pelican 30,000: VAT 4,067.80, levy 508.47; ranger escort 6,000: VAT 827.59.
    expect(texts.slice(from, from + 8)).toEqual([
      'TOTAL                           KES 39,500',
      '------------------------------------------',
      'Taxes included in the total',
      '  Exempt                      KES 3,500.00',
      '  Net of tax                 KES 30,596.14',
      '  VAT 16%                     KES 4,895.39',
      '  Catering levy 2%              KES 508.47',
      '------------------------------------------',
    ]);
  });

  it('prints no tax block when every line is exempt, and refuses taxed lines without rates', () => {
    const texts = decode().lines.map((line) => line.text);
    expect(texts.some((text) => text.includes('VAT'))).toBe(false);
    expect(() => renderReceipt({ ...stay, tax_rates: null })).toThrow(
      'A taxed line needs the tax rates',
    );
  });

  it('prints no KRA PIN line when the catalogue has none', () => {
    const texts = decode({
      conservancy: {
        name: 'Kijani Conservancy',
        phone: '+254 700 000 123',
        email: 'reservations@kijani.example',
      },
    }).lines.map((line) => line.text);
    expect(texts.some((text) => text.includes('KRA PIN'))).toBe(false);
    expect(texts).toContain('Receipt no.                  3F9A2C-000042');
  });
});
