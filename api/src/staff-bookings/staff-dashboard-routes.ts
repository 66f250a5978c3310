/**
 * `GET /dashboard`: the staff dashboard's figures for today in Africa/Nairobi (the API's
 * clock), for those who see all bookings (the `bookings` feature).
 *
 * spec: membership-backoffice.md §2.4 (landing /dashboard); staff-booking.md §2.9.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { jsonContent } from '../http/json-content';
import { readStaffDashboard, staffDashboardSchema } from './staff-dashboard';

/** The dashboard router; `staffBookingsRoutes` mounts it. */
export function staffDashboardRoutes(deps: { db: Database; clock: Clock }, guard: StaffGuard) {
  const dashboard = staffRoute(guard, feature(staffFeatures.bookings), {
    method: 'get',
    path: '/dashboard',
    tags: ['Staff bookings'],
    summary: "Today's arrivals, guests inside, departures, overstays and money received by method",
    responses: { 200: jsonContent(staffDashboardSchema, "Today's figures") },
  });
  return createAuthRouter().openapi(dashboard, async (c) =>
    c.json(await readStaffDashboard(deps.db, calendarDateAt(deps.clock.now())), 200),
  );
}
