/**
 * Facilities and activities (the spec's inventory) as the back office administers them:
 * requests (create, edit, activate or deactivate), the lists' queries and pages, and the
 * records read back with their prices, price history, schedules and contacts. Shared by the API,
 * which validates with them, and the staff app's forms (react-hook-form), so a form's text
 * inputs are accepted too: counts may come as text, time frames as one comma-separated text,
 * and a residency's price row left blank is dropped. Prices are exact decimal strings;
 * dates `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Inventory), §3 (Facility, Activity), §4
 * (active/inactive, deleted and restored), §7 (Facilities, Activities); staff-booking.md §3.5,
 * §3.10.
 */
import { z } from 'zod';
import { currencyCode, facilityPriceSchema, residency } from '../catalogue/catalogue';
import { messages } from '../messages';
import { facilityAllocationRowSchema, priceEntryRequest, priceList } from './catalogue-admin';
import {
  afterEarlierRules,
  calendarDate,
  decimalAmount,
  list,
  maxLengths,
  optionalText,
  requiredText,
} from './common';
import { pageQuery, searchText } from './payments-admin';

/** Messages of these requests. */
export const facilityAdminMessages = {
  facilityType: 'Choose a facility type',
  accommodationType: (name: string) =>
    `${name} is not an accommodation type: choose one from the list`,
  units: 'Enter a number of units from 1 to 1,000',
  guests: 'Enter a number of guests from 1 to 1,000',
  minimumGuests: 'Enter a number of guests from 0 to 1,000',
  minimumAboveMaximum: 'Minimum guests cannot be above maximum guests',
  leadTime: 'Enter a number of days from 0 to 365',
  timeFrames: 'At most 12 time frames of 20 characters each',
  timeFramesTwice: 'Each time frame once',
  activityNotFound: (id: string) => `Unknown activity: ${id}`,
  deleted: 'Restore it first: it is deleted',
  imageType: 'Upload a JPEG, PNG or WebP image of at most 1 MB',
  imageNotFound: (name: string) => `Unknown picture: ${name}`,
  notDeleted: 'It is not deleted',
} as const;

/** A whole number from `min` to `max`, also from a form's text input. */
function wholeNumber(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** What a facility is, both for a new one and for its edit (prices are set apart). */
const facilityFields = {
  name: requiredText(undefined, maxLengths.name),
  /** Its facility type's public id (`GET /facility-types`; 'Accomodation', 'Camping Sites', …). */
  facility_type: requiredText(facilityAdminMessages.facilityType, maxLengths.name),
  /** 'Pelican', 'Stables', 'Bandas', …; blank for camping sites. */
  accomodation_type: optionalText(maxLengths.name),
  description: requiredText(undefined, maxLengths.text),
  quantity: wholeNumber(1, 1000, facilityAdminMessages.units),
  maximum_guests: wholeNumber(1, 1000, facilityAdminMessages.guests),
  lead_time: wholeNumber(0, 365, facilityAdminMessages.leadTime),
  has_extras: z.boolean(),
  vat: z.boolean(),
  catering_levy: z.boolean(),
};

/** A yes/no flag a new item may leave out (false); an edit leaves out what it keeps. */
const flagOff = z.boolean().default(false);

/** `POST /facilities`: a new facility, active, with its first price list (in force at once). */
export const facilityCreateSchema = z.object({
  ...facilityFields,
  has_extras: flagOff,
  vat: flagOff,
  catering_levy: flagOff,
  price: priceList(priceEntryRequest),
});
export type FacilityCreate = z.output<typeof facilityCreateSchema>;

/** A patch must name at least one known field: unknown keys are dropped, leaving nothing. */
const somethingToChange = [
  (patch: object) => Object.values(patch).some((value) => value !== undefined),
  { message: messages.nothingToChange, ...afterEarlierRules },
] as const;

/**
 * `PATCH /facilities/{public_id}`: any of its fields, and `active` to activate or deactivate
 * it. Prices change through `POST /facilities/{public_id}/prices` (by effective date).
 */
export const facilityPatchSchema = z
  .object(facilityFields)
  .partial()
  .extend({ active: z.boolean().optional() })
  .refine(...somethingToChange);
export type FacilityPatch = z.output<typeof facilityPatchSchema>;

/** An item's state in the back office: offered, deactivated, or soft deleted (restorable). */
export const itemStatuses = ['active', 'inactive', 'deleted'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/** `GET /facilities` and `GET /activities`: by name, and by status (not deleted unless asked). */
export const itemListQuerySchema = z.object({
  ...pageQuery,
  search: searchText,
  status: z.enum(itemStatuses).optional(),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

/** A contact of a facility or an activity. */
export const contactSchema = z.object({
  name: requiredText(undefined, maxLengths.name),
  role: optionalText(maxLengths.name),
  phone: optionalText(maxLengths.phone),
  email: optionalText(maxLengths.email),
});
export type ContactBody = z.output<typeof contactSchema>;

/**
 * An edit of a contact: the fields given, and `active` to make it active or inactive (spec
 * membership-backoffice.md §4 "Contacts: active or inactive").
 */
export const contactPatchSchema = contactSchema
  .partial()
  .extend({ active: z.boolean().optional() });
export type ContactPatch = z.output<typeof contactPatchSchema>;

/** A contact as staff read it: `deleted` ones are listed too, to be restored. */
export const contactReadSchema = z.object({
  contact_public_id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  deleted: z.boolean(),
});
export type ContactRead = z.infer<typeof contactReadSchema>;

const itemSummary = {
  public_id: z.string(),
  name: z.string(),
  status: z.enum(itemStatuses),
};

export const facilityListItemSchema = z.object({
  ...itemSummary,
  /** Its facility type's public id and name. */
  facility_type: z.string(),
  facility_type_name: z.string(),
  accomodation_type: z.string().nullable(),
  quantity: z.number().int(),
  maximum_guests: z.number().int(),
});
export type FacilityListItem = z.infer<typeof facilityListItemSchema>;

export const facilityPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(facilityListItemSchema),
});
export type FacilityPage = z.infer<typeof facilityPageSchema>;

/** A closure as an item's page lists it. */
const scheduleClosureRead = z.object({
  unavailability_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
});

/** A surge as an item's page lists it. */
const scheduleSurgeRead = z.object({
  surge_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  percentage: z.string(),
});

/** One facility with its prices, their history, closures, surges, maintenance and contacts. */
export const facilityAdminReadSchema = facilityListItemSchema.extend({
  description: z.string(),
  /** The picture shown in lists (a stored name); '' for none. */
  thumbnail: z.string(),
  /** Its pictures (stored names, `GET /catalogue-images/{name}` for uploads). */
  images: z.array(z.string()),
  lead_time: z.number().int(),
  has_extras: z.boolean(),
  vat: z.boolean(),
  catering_levy: z.boolean(),
  /** Whether it is priced (a facility priced by pack or group prices only says so too). */
  pricing_status: z.boolean(),
  deleted_at: z.string().nullable(),
  /** The price list in force before the first price change. */
  price: z.array(facilityPriceSchema),
  /** Later price lists by effective date, oldest first (the price history). */
  price_changes: z.array(
    z.object({
      price_change_public_id: z.string(),
      effective_from: z.string(),
      price: z.array(facilityPriceSchema),
      created_at: z.string(),
    }),
  ),
  unavailability: z.array(scheduleClosureRead),
  surges: z.array(scheduleSurgeRead),
  /** Units down for maintenance, by start date. */
  maintenance: z.array(
    z.object({
      maintenance_public_id: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      units: z.number().int(),
      reason: z.string(),
    }),
  ),
  /** Units set aside for partners, with the partner's name, by start date. */
  allocations: z.array(facilityAllocationRowSchema),
  contacts: z.array(contactReadSchema),
});
export type FacilityAdminRead = z.infer<typeof facilityAdminReadSchema>;

/** One activity price entry, per participant, for one residency. */
export const activityPriceEntryRequest = z.object({
  residency,
  currency_type: currencyCode,
  adult_price: decimalAmount,
  child_price: decimalAmount,
});

/** Time frames: a list, or a form's one comma-separated text ("7:00 AM, 4:00 PM"). */
const timeFrames = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((frame) => frame.trim())
          .filter(Boolean)
      : value,
  list(requiredText(undefined, maxLengths.id), 12)
    .refine((frames) => frames.every((frame) => frame.length <= 20), {
      message: facilityAdminMessages.timeFrames,
    })
    .refine((frames) => new Set(frames).size === frames.length, {
      message: facilityAdminMessages.timeFramesTwice,
    }),
);

const activityFields = {
  name: requiredText(undefined, maxLengths.name),
  description: requiredText(undefined, maxLengths.text),
  maximum_guests: wholeNumber(1, 1000, facilityAdminMessages.guests),
  minimum_guests: wholeNumber(0, 1000, facilityAdminMessages.minimumGuests),
  /** Days of notice it needs. */
  lead_time: wholeNumber(0, 365, facilityAdminMessages.leadTime),
  ranger_marker: z.boolean(),
  has_extras: z.boolean(),
  pick_up_location: z.boolean(),
  vat: z.boolean(),
  time_frames: timeFrames,
  price: priceList(activityPriceEntryRequest),
};

const minimumNotAboveMaximum: [
  (activity: { minimum_guests?: number; maximum_guests?: number }) => boolean,
  z.core.$ZodCustomParams,
] = [
  (activity) =>
    activity.minimum_guests === undefined ||
    activity.maximum_guests === undefined ||
    activity.minimum_guests <= activity.maximum_guests,
  { message: facilityAdminMessages.minimumAboveMaximum, path: ['minimum_guests'] },
];

/** `POST /activities`: a new activity, active, priced per residency at once. */
export const activityCreateSchema = z
  .object({
    ...activityFields,
    ranger_marker: flagOff,
    has_extras: flagOff,
    pick_up_location: flagOff,
    vat: flagOff,
  })
  .refine(...minimumNotAboveMaximum);
export type ActivityCreate = z.output<typeof activityCreateSchema>;

/**
 * `PATCH /activities/{public_id}`: any of its fields, `active` to activate or deactivate it.
 * A new `price` replaces the list at once; the old list stays in the price history. A list
 * from a later date is `POST /activities/{public_id}/prices` (activityPriceChangeRequestSchema).
 */
export const activityPatchSchema = z
  .object(activityFields)
  .partial()
  .extend({ active: z.boolean().optional() })
  .refine(...minimumNotAboveMaximum)
  .refine(...somethingToChange);
export type ActivityPatch = z.output<typeof activityPatchSchema>;

const activityPriceRead = z.object({
  residency,
  currency_type: z.string(),
  adult_price: z.string(),
  child_price: z.string(),
});

/**
 * `POST /activities/{public_id}/prices`: the activity's price list from `effective_from` (today
 * or later, Africa/Nairobi) on; a second post for the same date replaces that list.
 */
export const activityPriceChangeRequestSchema = z.object({
  effective_from: calendarDate,
  price: priceList(activityPriceEntryRequest),
});
export type ActivityPriceChangeRequest = z.infer<typeof activityPriceChangeRequestSchema>;

/** A scheduled price list of an activity, as its post answers and its admin read lists it. */
export const activityPriceChangeReadSchema = z.object({
  price_change_public_id: z.string(),
  activity_public_id: z.string(),
  effective_from: z.string(),
  price: z.array(activityPriceRead),
  created_at: z.string(),
});
export type ActivityPriceChangeRead = z.infer<typeof activityPriceChangeReadSchema>;

export const activityListItemSchema = z.object({
  ...itemSummary,
  maximum_guests: z.number().int(),
  minimum_guests: z.number().int(),
  lead_time: z.number().int(),
  ranger_marker: z.boolean(),
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

export const activityPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(activityListItemSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityAdminReadSchema = activityListItemSchema.extend({
  description: z.string(),
  thumbnail: z.string(),
  /** Its pictures (stored names, `GET /catalogue-images/{name}` for uploads). */
  images: z.array(z.string()),
  has_extras: z.boolean(),
  pick_up_location: z.boolean(),
  vat: z.boolean(),
  time_frames: z.array(z.string()),
  deleted_at: z.string().nullable(),
  price: z.array(activityPriceRead),
  /** Earlier price lists, newest first: until when each was in force and who replaced it. */
  price_history: z.array(
    z.object({
      price: z.array(activityPriceRead),
      replaced_at: z.string(),
      replaced_by: z.string(),
    }),
  ),
  /** Later price lists by effective date, oldest first (activityPriceChangeRead). */
  price_changes: z.array(activityPriceChangeReadSchema),
  /** Its closures and surges, by start date. */
  unavailability: z.array(scheduleClosureRead),
  surges: z.array(scheduleSurgeRead),
  contacts: z.array(contactReadSchema),
});
export type ActivityAdminRead = z.infer<typeof activityAdminReadSchema>;
