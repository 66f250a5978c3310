/**
 * Content and settings lists' requests and answers: content pages (of a page type), calls to
 * action, holidays, and the public reads of the pages and calls to action. Page types,
 * accommodation types, pick-up locations and entry modes are named lists
 * (`namedTypeBodySchema` / `namedTypeReadSchema` of catalogue-settings.ts). Dates are
 * `YYYY-MM-DD` (Africa/Nairobi). Every record reads with `deleted` (soft delete, restorable).
 *
 * spec: membership-backoffice.md §2.5 (pages, page-types, terms-and-conditions,
 * call-to-action), §3 (holidays, calls to action (description), content pages, page types), §7
 * (Content); public-site.md §2.1 (PTermsAndConditions), §2.4 (alerts), §3 (Page: description).
 */
import { z } from 'zod';
import { messages } from '../messages';
import { catalogueSettingsMessages } from './catalogue-settings-messages';
import { calendarDate, idText, maxLengths, optionalText, requiredText } from './common';

/** The longest content page text (characters). */
export const MAX_PAGE_TEXT = 20_000;

/** The messages of the content and settings lists' refusals. */
export const contentSettingsMessages = {
  nameExists: (name: string) => `${name} exists already`,
  holidayExists: (date: string) => `A holiday on ${date} exists already`,
  sitePath: 'Enter a path of this site, starting with /',
  linkBoth: 'Give both the link and its text, or neither',
} as const;

/** Where a record comes in its list (0 first); a new record without one gets 0. */
const sortOrder = z.number({ error: messages.required }).int().min(0).max(10_000);

/** An edit names at least one field. */
const someField = (patch: object) => Object.keys(patch).length > 0;

// --- content pages ---

const contentPageFields = {
  page_type_public_id: requiredText(undefined, maxLengths.id),
  title: requiredText(undefined, maxLengths.name),
  description: requiredText(undefined, MAX_PAGE_TEXT),
  sort_order: sortOrder,
};

export const contentPageBodySchema = z.strictObject({
  ...contentPageFields,
  sort_order: sortOrder.default(0),
});
export type ContentPageBody = z.infer<typeof contentPageBodySchema>;

/** An edit: only the fields given change (no defaults, so nothing else is reset). */
export const contentPagePatchSchema = z
  .strictObject(contentPageFields)
  .partial()
  .refine(someField, { message: catalogueSettingsMessages.nothingToChange });
export type ContentPagePatch = z.infer<typeof contentPagePatchSchema>;

export const contentPageReadSchema = z.object({
  public_id: z.string(),
  page_type_public_id: z.string(),
  page_type_name: z.string(),
  title: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  updated_at: z.string(),
  deleted: z.boolean(),
});
export type ContentPageRead = z.infer<typeof contentPageReadSchema>;

export const contentPageListQuerySchema = z.object({
  page_type: idText.optional(),
});

/** A page as the public site shows it (only pages not deleted, of a type not deleted). */
export const publicPageSchema = z.object({
  public_id: z.string(),
  title: z.string(),
  description: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

// --- calls to action ---

const sitePath = optionalText(200).refine(
  (path) => path === null || /^\/(?![/\\])\S*$/.test(path),
  { message: contentSettingsMessages.sitePath },
);

const callToActionFields = {
  message: requiredText(undefined, maxLengths.name),
  description: requiredText(undefined, 500),
  link_path: sitePath.optional(),
  link_label: optionalText(maxLengths.name).optional(),
  sort_order: sortOrder,
};

/** A link and its text go together: both given (not blank) or both left out. */
const linkPaired = (call: { link_path?: string | null; link_label?: string | null }) =>
  (call.link_path == null) === (call.link_label == null);

/** An edit changes the link and its text together (both, or neither of them). */
const linkEditPaired = (call: { link_path?: string | null; link_label?: string | null }) =>
  (call.link_path === undefined) === (call.link_label === undefined) && linkPaired(call);

export const callToActionBodySchema = z
  .strictObject({ ...callToActionFields, sort_order: sortOrder.default(0) })
  .refine(linkPaired, { message: contentSettingsMessages.linkBoth, path: ['link_label'] });
export type CallToActionBody = z.infer<typeof callToActionBodySchema>;

export const callToActionPatchSchema = z
  .strictObject(callToActionFields)
  .partial()
  .refine(someField, { message: catalogueSettingsMessages.nothingToChange })
  .refine(linkEditPaired, { message: contentSettingsMessages.linkBoth, path: ['link_label'] });
export type CallToActionPatch = z.infer<typeof callToActionPatchSchema>;

/** A call to action; `link_path`/`link_label` both null when it has no link. */
export const callToActionReadSchema = z.object({
  public_id: z.string(),
  message: z.string(),
  description: z.string(),
  link_path: z.string().nullable(),
  link_label: z.string().nullable(),
  sort_order: z.number().int(),
  deleted: z.boolean(),
});
export type CallToActionRead = z.infer<typeof callToActionReadSchema>;

// --- holidays ---

export const holidayBodySchema = z.strictObject({
  holiday_date: calendarDate,
  name: requiredText(undefined, maxLengths.name),
});
export type HolidayBody = z.infer<typeof holidayBodySchema>;

export const holidayPatchSchema = holidayBodySchema
  .partial()
  .refine(someField, { message: catalogueSettingsMessages.nothingToChange });
export type HolidayPatch = z.infer<typeof holidayPatchSchema>;

export const holidayReadSchema = z.object({
  public_id: z.string(),
  holiday_date: z.string(),
  name: z.string(),
  deleted: z.boolean(),
});
export type HolidayRead = z.infer<typeof holidayReadSchema>;
