/**
 * Receipts as a Kenyan tax receipt shows them (issue 12 item 7): the kiosk's receipt number
 * (its own sequence, kept in the replica, the same on every copy, never given twice), the
 * conservancy's KRA PIN and the VAT the catalogue's taxed lines contain — read back from the
 * ESC/POS bytes the printer receives.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../printing/escpos-decoder';
import { filePrinter } from '../printing/printers';
import { applyChangePage } from './apply-change-page';
import { printBookingReceipt, receiptLog, receiptNumberOf } from './gate-receipts';
import { openReplicaDatabase } from './replica-database';

const directory = mkdtempSync(path.join(tmpdir(), 'hifadhi-receipts-'));
afterAll(() => rmSync(directory, { recursive: true }));

const now = new Date('2026-11-21T07:30:00+03:00');
const db = openReplicaDatabase(path.join(directory, 'replica'));
db.prepare(
  `insert into device (id, device_public_id, device_token, gate_public_id, name, registered_at)
   values (1, '3f9a2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', 'token', 'gate-main', 'Main Gate lane 1', ?)`,
).run(now.toISOString());

/** Two citizens for a night at Pelican House (self catering) with two armed rangers, paid. */
function pelicanStay(booking_public_id: string, booking_ref_code: string): ReplicaBooking {
  return {
    booking_public_id,
    booking_ref_code,
    source: 'gate',
    booking_status: 'confirmed',
    booking_payment_status: 'Paid',
    currency: 'KES',
    check_in_date: '2026-11-21',
    check_out_date: '2026-11-22',
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email: '',
    phone: '+254722000222',
    country: 'KE',
    entry_point: 'gate-main',
    mode_registration: null,
    partner_public_id: null,
    guest_total: 2,
    total_cost: 39500,
    amount_due: 39500,
    booking_payment_balance: 0,
    guests: [
      {
        payment_public_id: 'cf-cit-a',
        payment_person: 'Citizen Adult',
        payment_guests: 2,
        amount: 3000,
      },
    ],
    vehicles: [
      {
        vehicle_public_id: 'vf-6',
        vehicle_charge_category: 'Up to 6 seater',
        vehicles: 1,
        amount: 500,
      },
    ],
    facility_bookings: [
      {
        facility_booking_public_id: `${booking_public_id}-f`,
        facility_public_id: 'fac-pelican',
        facility_name: 'Pelican House',
        start_date: '2026-11-21',
        end_date: '2026-11-22',
        adults: 2,
        children: 0,
        number_of_rooms: 1,
        amount: 30000,
      },
    ],
    inventory_bookings: [
      {
        inventory_booking_public_id: `${booking_public_id}-a`,
        activity_public_id: 'act-ranger-walk',
        inventory_name: 'Armed Ranger Escort (bush walk)',
        date: '2026-11-22',
        adults: 0,
        children: 0,
        rangers: 2,
        amount: 6000,
      },
    ],
    payments: [
      {
        payment_public_id: `${booking_public_id}-p`,
        method: 'cash',
        status: 'paid',
        amount: 39500,
        currency: 'KES',
        reference: null,
        created_at: now.toISOString(),
        paid_at: now.toISOString(),
      },
    ],
    check_ins: [],
    ticket_code: null,
  };
}

const first = '0b6e7c1a-1111-4a2b-8c3d-000000000001';
const second = '0b6e7c1a-2222-4a2b-8c3d-000000000002';
applyChangePage(
  db,
  {
    cursor: '1',
    complete: true,
    window: { from: '2026-11-20', to: '2026-12-05' },
    changes: {
      catalogue: demoCatalogue('2026-11-21'),
      staff: null,
      ticket_keys: null,
      revocations: null,
      bookings: [pelicanStay(first, 'KJ7Q4M2X'), pelicanStay(second, 'KJ9P3L5W')],
      removed_booking_public_ids: [],
    },
  },
  now,
);

const printsDirectory = path.join(directory, 'receipts');
const deps = { db, printer: filePrinter(printsDirectory), now: () => now };
const clerk = { public_id: 'clerk-1', full_name: 'Joseph Otieno' };

/** The lines of the paper the printer received for `entry`. */
function paperOf(entry: { printer: string }): string[] {
  const bytes = readFileSync(entry.printer);
  return decodeEscPos(bytes).lines.map((line) => line.text);
}

describe('a receipt printed at the gate', () => {
  it("carries the kiosk's receipt number, the KRA PIN and the VAT its stay contains", async () => {
    const printed = await printBookingReceipt(deps, first, clerk);
    expect(printed).toMatchObject({ receipt_number: '3F9A2C-000001', copy: false });
    const paper = paperOf(printed);
    expect(paper).toContain('KRA PIN P051234567K');
    expect(paper).toContain('Receipt no.                  3F9A2C-000001');
    // Two rangers, the description wrapped beside its amount.
    expect(paper.join('\n')).toContain('  Armed Ranger Escort (bush      KES 6,000\n  walk) x2');
    // Pelican House 30,000 (VAT and catering levy) and the ranger escort 6,000 (VAT);
    // conservation and vehicle fees exempt.
    expect(paper).toEqual(
      expect.arrayContaining([
        '  Exempt                      KES 3,500.00',
        '  Net of tax                 KES 30,596.14',
        '  VAT 16%                     KES 4,895.39',
        '  Catering levy 2%              KES 508.47',
      ]),
    );
  });

  it('keeps its number on every copy, and the next booking takes the next number', async () => {
    const copy = await printBookingReceipt(deps, first, clerk);
    expect(copy).toMatchObject({ receipt_number: '3F9A2C-000001', copy: true });
    expect(paperOf(copy)).toContain('Receipt no.                  3F9A2C-000001');
    expect(paperOf(copy)[0]?.trim()).toBe('COPY');
    const next = await printBookingReceipt(deps, second, clerk);
    expect(next).toMatchObject({ receipt_number: '3F9A2C-000002', copy: false });
    expect(receiptLog(db, first).map((entry) => entry.receipt_number)).toEqual([
      '3F9A2C-000001',
      '3F9A2C-000001',
    ]);
  });

  it('never gives a number twice, across reopening the replica', () => {
    db.close();
    const reopened = openReplicaDatabase(path.join(directory, 'replica'));
    expect(receiptNumberOf(reopened, first)).toBe('3F9A2C-000001');
    expect(receiptNumberOf(reopened, '0b6e7c1a-3333-4a2b-8c3d-000000000003')).toBe('3F9A2C-000003');
    reopened.close();
  });
});
