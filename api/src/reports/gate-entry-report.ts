/**
 * The gate-entry report: one row per passage recorded at a gate (every `check_ins` row, check-in
 * or check-out) whose gate time falls on a day from `from` to `to` (both included, Africa/Nairobi),
 * oldest first, as CSV (csv-stringify, with a header row and a UTF-8 byte order mark so a
 * spreadsheet reads names right). Columns: the time at the gate (Africa/Nairobi,
 * `YYYY-MM-DD HH:MM:SS`), the gate's name, the clerk (the staff user's name, else the kiosk's
 * name), the booking reference, the guest's name, the booking's guest categories with their
 * counts ("Citizen Adult: 2; Citizen Child: 1"), its vehicles likewise, the direction, whether
 * it was forced (the server's decision was not `valid`) and the decision with its message.
 * One SQL statement.
 *
 * spec: api-contract.md §Reports (contract: `GET /reports/gate-entry.csv`);
 * membership-backoffice.md §7 (Reports: gate-entry); issue 17 item 1.
 */
import {
  addDays,
  type CalendarDate,
  CONSERVANCY_TIME_ZONE,
} from '@hifadhi/shared/dates/calendar-date';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookingGuests, bookings, bookingVehicles } from '../db/schema/bookings';
import { conservationFees, gates, vehicleFees } from '../db/schema/catalogue';
import { checkIns, devices } from '../db/schema/sync';
import { dayStart } from '../staff-bookings/staff-dashboard';

/** The CSV's columns: row key and header. */
const columns = [
  { key: 'time', header: 'Time (Africa/Nairobi)' },
  { key: 'gate', header: 'Gate' },
  { key: 'clerk', header: 'Clerk' },
  { key: 'booking_ref_code', header: 'Booking' },
  { key: 'guest_name', header: 'Guest' },
  { key: 'guest_categories', header: 'Guest categories' },
  { key: 'vehicles', header: 'Vehicles' },
  { key: 'direction', header: 'Direction' },
  { key: 'forced', header: 'Forced' },
  { key: 'decision', header: 'Decision' },
  { key: 'decision_message', header: 'Decision message' },
] as const;

type GateEntryRow = Record<(typeof columns)[number]['key'], string>;

/** The passages of `from` … `to` (see the module comment), oldest first. */
export async function readGateEntries(
  db: Executor,
  from: CalendarDate,
  to: CalendarDate,
): Promise<GateEntryRow[]> {
  return db
    .select({
      time: sql<string>`to_char(${checkIns.device_time} at time zone ${CONSERVANCY_TIME_ZONE},
        'YYYY-MM-DD HH24:MI:SS')`,
      gate: gates.gate_name,
      clerk: sql<string>`coalesce(${users.full_name}, ${devices.name}, '')`,
      booking_ref_code: bookings.booking_ref_code,
      guest_name: sql<string>`${bookings.first_name} || ' ' || ${bookings.last_name}`,
      guest_categories: sql<string>`coalesce((
        select string_agg(${conservationFees.payment_person} || ': ' || ${bookingGuests.payment_guests},
          '; ' order by ${conservationFees.sort_order}, ${bookingGuests.id})
        from ${bookingGuests} join ${conservationFees}
          on ${conservationFees.payment_public_id} = ${bookingGuests.payment_public_id}
        where ${bookingGuests.booking_id} = ${bookings.id} and ${bookingGuests.payment_guests} > 0
      ), '')`,
      vehicles: sql<string>`coalesce((
        select string_agg(${vehicleFees.vehicle_charge_category} || ': ' || ${bookingVehicles.vehicles},
          '; ' order by ${vehicleFees.sort_order}, ${bookingVehicles.id})
        from ${bookingVehicles} join ${vehicleFees}
          on ${vehicleFees.vehicle_public_id} = ${bookingVehicles.vehicle_public_id}
        where ${bookingVehicles.booking_id} = ${bookings.id} and ${bookingVehicles.vehicles} > 0
      ), '')`,
      direction: sql<string>`case ${checkIns.direction}
        when 'check_in' then 'Check-in' else 'Check-out' end`,
      forced: sql<string>`case when ${checkIns.forced} then 'yes' else 'no' end`,
      decision: checkIns.decision_status,
      decision_message: checkIns.decision_message,
    })
    .from(checkIns)
    .innerJoin(bookings, sql`${bookings.id} = ${checkIns.booking_id}`)
    .innerJoin(gates, sql`${gates.gate_public_id} = ${checkIns.gate_public_id}`)
    .leftJoin(users, sql`${users.id} = ${checkIns.clerk_id}`)
    .leftJoin(devices, sql`${devices.id} = ${checkIns.device_id}`)
    .where(
      sql`${checkIns.device_time} >= ${dayStart(from)}
        and ${checkIns.device_time} < ${dayStart(addDays(to, 1))}`,
    )
    .orderBy(checkIns.device_time, checkIns.id);
}

/** The gate-entry report of `from` … `to` as CSV text (see the module comment). */
export async function gateEntryCsv(
  db: Executor,
  from: CalendarDate,
  to: CalendarDate,
): Promise<string> {
  return stringify(await readGateEntries(db, from, to), {
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
  });
}
