/**
 * Which conservation and vehicle fee amounts are in force on a day at a destination: the
 * shared pricing core's lookup (shared/src/pricing/fee-schedules.ts), which the engine, the
 * kiosk and the API all use.
 *
 * spec: staff-booking.md §7 (get_newly_scheduled_pricing); pricing-rules.md §Lines.
 */
export {
  type FeeScheduleEntry,
  feesInForce,
  scheduleInForce,
} from '@hifadhi/shared/pricing/fee-schedules';
