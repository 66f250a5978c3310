/**
 * A walk-in is never a partner booking, so the gate sells only what partners' allocations leave
 * open, offline, from its replica: with The Stables at 2 units and 1 allocated to Savanna Trails,
 * one walk-in room fits and a second is refused; Savanna Trails' own booking takes its allocated
 * unit rather than an open one; once the allocation is over both units sell again.
 * spec: membership-backoffice.md §3 (allocations); staff-booking.md §5 ('{name} already selected
 * and cannot go beyond the maximum quantity.').
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { addDays, type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { ReplicaBooking, ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { applyChangePage } from './apply-change-page';
import { openReplicaDatabase } from './replica-database';
import { walkInRequest } from './test/gate-kiosk';
import { createWalkIn } from './walk-ins';

const today = calendarDateAt(testNow);
const night = (days: number) => addDays(today, days);
const SAVANNA = 'ptn-savanna';
const FULL = 'The Stables already selected and cannot go beyond the maximum quantity.';

const directory = mkdtempSync(path.join(tmpdir(), 'hifadhi-allocations-'));
const db = openReplicaDatabase(directory);
afterAll(() => {
  db.close();
  rmSync(directory, { recursive: true });
});

/** The demo catalogue with The Stables cut to 2 units, 1 allocated to Savanna Trails for the
 * nights of today and tomorrow. */
function catalogueWithAllocation(): ReplicaCatalogue {
  const catalogue = demoCatalogue(today);
  return {
    ...catalogue,
    facilities: catalogue.facilities.map((facility) =>
      facility.public_id === 'fac-stables'
        ? {
            ...facility,
            quantity: 2,
            allocations: [
              { start_date: night(0), end_date: night(1), units: 1, partner_public_id: SAVANNA },
            ],
          }
        : facility,
    ),
  };
}

/** Savanna Trails' confirmed booking `n` (1–9) of one Stables room for the night of `from`. */
function partnerBooking(n: number, from: CalendarDate): ReplicaBooking {
  return {
    booking_public_id: `7d3f1c2a-1111-4a2b-8c3d-00000000000${n}`,
    booking_ref_code: `KP4R8N2${n}`,
    source: 'staff',
    booking_status: 'confirmed',
    booking_payment_status: 'Unpaid',
    currency: 'KES',
    check_in_date: from,
    check_out_date: addDays(from, 1),
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    email: '',
    phone: '+254712345678',
    country: 'KE',
    entry_point: null,
    mode_registration: null,
    partner_public_id: SAVANNA,
    guest_total: 2,
    total_cost: 0,
    amount_due: 0,
    booking_payment_balance: 0,
    guests: [],
    vehicles: [],
    facility_bookings: [
      {
        facility_booking_public_id: `7d3f1c2a-2222-4a2b-8c3d-00000000000${n}`,
        facility_public_id: 'fac-stables',
        facility_name: 'The Stables',
        start_date: from,
        end_date: addDays(from, 1),
        adults: 2,
        children: 0,
        number_of_rooms: 1,
        amount: 0,
      },
    ],
    inventory_bookings: [],
    payments: [],
    check_ins: [],
    ticket_code: null,
  };
}

/** Keeps `catalogue` and `bookings` in the replica as one synced page would. */
function sync(catalogue: ReplicaCatalogue | null, bookings: ReplicaBooking[]) {
  applyChangePage(
    db,
    {
      cursor: '1',
      complete: true,
      window: { from: night(-1), to: night(14) },
      changes: {
        catalogue,
        staff: null,
        ticket_keys: null,
        revocations: null,
        bookings,
        removed_booking_public_ids: [],
      },
    },
    testNow,
  );
}

/** A walk-in taking one Stables room for the night of `from`; what the gate answers. */
function stablesWalkIn(from: CalendarDate) {
  try {
    createWalkIn(
      db,
      walkInRequest({
        check_in: from,
        check_out: addDays(from, 1),
        facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1 }],
      }),
      'clerk-1',
      testNow,
    );
    return 'taken';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('walk-ins and allocations at the gate', () => {
  it('sell only the units an allocation leaves open, and all of them once it is over', () => {
    sync(catalogueWithAllocation(), []);

    // Tonight: 2 units, 1 set aside for Savanna Trails.
    expect(stablesWalkIn(night(0))).toBe('taken');
    expect(stablesWalkIn(night(0))).toBe(FULL);
    sync(null, [partnerBooking(1, night(0))]);
    expect(stablesWalkIn(night(0))).toBe(FULL);

    // Tomorrow: Savanna Trails' booking takes its own allocated unit, the open one still sells.
    sync(null, [partnerBooking(2, night(1))]);
    expect(stablesWalkIn(night(1))).toBe('taken');
    expect(stablesWalkIn(night(1))).toBe(FULL);

    // The night after the allocation: both units sell.
    expect(stablesWalkIn(night(2))).toBe('taken');
    expect(stablesWalkIn(night(2))).toBe('taken');
    expect(stablesWalkIn(night(2))).toBe(FULL);
  });
});
