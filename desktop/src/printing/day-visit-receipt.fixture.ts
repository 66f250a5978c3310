/**
 * A realistic gate receipt for tests: a citizen family's day visit to Kijani Conservancy
 * (demo catalogue prices, KES): Citizen Adult ×2 3,000; Citizen Child ×1 750; Up to 6 seater
 * ×1 500; total 4,250, paid 5,000 cash, 750 change.
 */
import type { ReceiptInput } from './receipt';

/** A ticket code as long as a real signed one (146 base32 characters, a version 6 QR code). */
export const DAY_VISIT_TICKET_CODE =
  'UVG4UGBFGC5R23ITFTPNMI33F3MR4P3SD7FRS4IXISKNMSJ4TVODIYF6GEQB42P63KQO52FZTF7VY7BJTH627ZMTEU6' +
  'NMVFPJX5NOFBHUCXLH7XJEMXYV4RBD6POJEOFWEF6ZNKWHP6B434TII';

export function dayVisitReceipt(overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    conservancy: {
      name: 'Kijani Conservancy',
      phone: '+254 700 000 123',
      email: 'reservations@kijani.example',
      kra_pin: 'P051234567K',
    },
    receipt_number: '3F9A2C-000042',
    gate_name: 'Main Gate',
    booking_reference: 'KJ-7Q4M2X',
    guest_name: 'Wanjiru Kamau',
    check_in: '2026-03-14',
    check_out: '2026-03-14',
    currency: 'KES',
    sections: [
      {
        title: 'Conservation fees',
        lines: [
          { description: 'Citizen Adult', quantity: 2, amount: 3000 },
          { description: 'Citizen Child', quantity: 1, amount: 750 },
        ],
        total: 3750,
      },
      {
        title: 'Vehicles',
        lines: [{ description: 'Up to 6 seater', quantity: 1, amount: 500 }],
        total: 500,
      },
    ],
    total: 4250,
    payments: [{ method: 'cash', amount: 5000 }],
    balance: -750,
    ticket_code: DAY_VISIT_TICKET_CODE,
    cashier: 'Joseph Otieno',
    printed_at: '2026-03-14T06:05:00Z',
    ...overrides,
  };
}
