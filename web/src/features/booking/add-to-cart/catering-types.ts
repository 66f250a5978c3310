/**
 * The catering types a visitor may pick for Pelican House: the first 3 pricing groups, less
 * Fully Catered when the start date falls within the facility's lead time from today.
 *
 * spec: public-site.md §9 (only the first 3 pricing groups are offered as catering types;
 * Fully Catered is hidden on public routes when the start date falls within lead_time days).
 */
import type { PricingGroup } from '@hifadhi/shared/catalogue/catalogue';
import { daysBetween, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';

/** Catering types offered on public routes. */
const PUBLIC_CATERING_TYPES = 3;
const FULLY_CATERED = 'Fully Catered';

/** The catering types to offer for a stay starting on `startDate` (`YYYY-MM-DD` or ''). */
export function publicCateringTypes(
  pricingGroups: readonly PricingGroup[],
  startDate: string,
  leadTimeDays: number,
  today: string,
): PricingGroup[] {
  const withinLeadTime = isCalendarDate(startDate) && daysBetween(today, startDate) < leadTimeDays;
  return pricingGroups
    .slice(0, PUBLIC_CATERING_TYPES)
    .filter((group) => !(withinLeadTime && group.name === FULLY_CATERED));
}
