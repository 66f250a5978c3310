/**
 * Loads a catalogue document: validates it with `catalogueSchema` and resolves the relative
 * dates it may hold ("+30d", "-1d": days from `today`) into `YYYY-MM-DD`.
 *
 * spec: pricing-rules.md (last paragraph: relative dates are days from the day the catalogue
 * is loaded).
 */
import { addDays, type CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { type Catalogue, catalogueSchema } from './catalogue';
import demoCatalogueDocument from './demo-catalogue.json';

const RELATIVE_DATE = /^([+-]\d+)d$/;

/**
 * Resolves one date field: a `YYYY-MM-DD` stays as it is; "+Nd"/"-Nd" becomes `today` ± N days.
 * @throws RangeError when the value is neither form.
 * @example resolveRelativeDate('+30d', '2026-11-21') //=> '2026-12-21'
 */
export function resolveRelativeDate(value: string, today: CalendarDate): CalendarDate {
  const relative = RELATIVE_DATE.exec(value);
  if (relative) return addDays(today, Number(relative[1]));
  if (isCalendarDate(value)) return value;
  throw new RangeError(`Not a date or relative date: ${value}`);
}

/**
 * Validates `document` as a catalogue and resolves every relative date against `today`.
 * @throws ZodError when the document does not match the catalogue schema.
 */
export function loadCatalogue(document: unknown, today: CalendarDate): Catalogue {
  const catalogue = catalogueSchema.parse(document);
  return {
    ...catalogue,
    volunteer_programs: catalogue.volunteer_programs.map((program) => ({
      ...program,
      start_date: resolveRelativeDate(program.start_date, today),
      end_date: resolveRelativeDate(program.end_date, today),
    })),
    promo_codes: catalogue.promo_codes.map((promo) => ({
      ...promo,
      start_date: resolveRelativeDate(promo.start_date, today),
      end_date: resolveRelativeDate(promo.end_date, today),
    })),
  };
}

/** The demo conservancy (Kijani Conservancy), the project's seed data, loaded for `today`. */
export function demoCatalogue(today: CalendarDate): Catalogue {
  return loadCatalogue(demoCatalogueDocument, today);
}
