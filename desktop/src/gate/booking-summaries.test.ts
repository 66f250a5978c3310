/**
 * The gate's booking rows say when a partner pays by invoice (`on_account`), so the kiosk's
 * screens show such a booking "On account" instead of "Unpaid" (features/gate
 * payment-status-label.ts); spec: staff-booking.md §2.8 (partner pays).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { applyChangePage } from './apply-change-page';
import { searchBookings } from './booking-summaries';
import { openReplicaDatabase } from './replica-database';

const directory = mkdtempSync(path.join(tmpdir(), 'hifadhi-summaries-'));
const db = openReplicaDatabase(directory);
afterAll(() => {
  db.close();
  rmSync(directory, { recursive: true });
});

/** A confirmed, unpaid day visit for two citizens (KES 3,500) by `last_name`. */
function dayVisit(id: string, ref: string, last_name: string, onAccount: boolean): ReplicaBooking {
  return {
    booking_public_id: id,
    booking_ref_code: ref,
    source: 'staff',
    booking_status: 'confirmed',
    booking_payment_status: 'Unpaid',
    currency: 'KES',
    check_in_date: '2026-11-21',
    check_out_date: '2026-11-21',
    first_name: 'Amani',
    last_name,
    email: '',
    phone: '+254712345678',
    country: 'KE',
    entry_point: null,
    mode_registration: null,
    partner_public_id: onAccount ? 'partner-savanna' : null,
    guest_total: 2,
    total_cost: 3500,
    amount_due: 3500,
    booking_payment_balance: 3500,
    guests: [],
    vehicles: [],
    facility_bookings: [],
    inventory_bookings: [],
    payments: [],
    check_ins: [],
    ticket_code: null,
    ...(onAccount ? { on_account: true } : {}),
  };
}

applyChangePage(
  db,
  {
    cursor: '1',
    complete: true,
    window: { from: '2026-11-20', to: '2026-12-05' },
    changes: {
      catalogue: null,
      staff: null,
      ticket_keys: null,
      revocations: null,
      bookings: [
        dayVisit('0b6e7c1a-1111-4a2b-8c3d-000000000001', 'KJ7Q4M2X', 'Partner', true),
        dayVisit('0b6e7c1a-2222-4a2b-8c3d-000000000002', 'KJ9P3L5W', 'Guest', false),
      ],
      removed_booking_public_ids: [],
    },
  },
  new Date('2026-11-21T07:30:00+03:00'),
);

describe("the gate's booking rows", () => {
  it('mark a booking the partner pays on account, and no other', () => {
    const [partner] = searchBookings(db, 'KJ7Q4M2X');
    const [guest] = searchBookings(db, 'KJ9P3L5W');
    expect(partner).toMatchObject({ booking_payment_status: 'Unpaid', on_account: true });
    expect(guest).toMatchObject({ booking_payment_status: 'Unpaid' });
    expect(guest).not.toHaveProperty('on_account');
  });
});
