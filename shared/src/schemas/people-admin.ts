/**
 * Requests of the back office's visitors, donations administration, staff directory and the
 * further logs, shared by the API (which validates with them) and the staff app's forms. Every
 * text has a maximum length; dates are `YYYY-MM-DD` (Africa/Nairobi); amounts are decimal
 * strings of at most two places.
 *
 * spec: membership-backoffice.md §2.5 (Visitors, Donors and donations, Staff, Logs), §3
 * (Visitor, Donation, departments, staff), §4 (Visitation: open to closed; Staff: active or
 * inactive), §7, §9 (logs 20 a page); api-contract.md §People and logs (`GET /visitors`).
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  calendarDate,
  decimalAmount,
  emailAddress,
  MAX_COUNT,
  maxLengths,
  optional,
  optionalText,
  requiredText,
} from './common';
import { mpesaPhone } from './payment';
import { pageQuery, searchText } from './payments-admin';

const publicId = z.string().trim().min(1, messages.itemRequired).max(maxLengths.id);
const nameText = requiredText(messages.required, maxLengths.name);
const dayRange = { from: calendarDate.optional(), to: calendarDate.optional() };
/** `?deleted=true` lists the soft-deleted records instead. */
const deletedFilter = { deleted: z.enum(['true', 'false']).optional() };

/** Body of a named list entry (identification type, visitor type, cause). */
export const namedEntrySchema = z.object({ name: nameText });
export type NamedEntry = z.infer<typeof namedEntrySchema>;

/** `GET` of a named list: `?deleted=true` for the deleted entries. */
export const namedListQuerySchema = z.object(deletedFilter);

/** `GET /visitors`: visitations, newest first. */
export const visitorListQuerySchema = z.object({
  ...pageQuery,
  /** Part of the name, phone, document number, pass number, plate or organisation. */
  search: searchText,
  /** Open (still inside) or closed visitations. */
  status: z.enum(['open', 'closed']).optional(),
  /** Only this visitor type (public id). */
  visitor_type: publicId.optional(),
  ...dayRange,
  ...deletedFilter,
});
export type VisitorListQuery = z.infer<typeof visitorListQuerySchema>;

/** Phone of a visitor: digits, spaces and a leading +, 7 to 20 characters. */
const visitorPhone = requiredText(messages.required, maxLengths.phone).regex(/^\+?[0-9 ]{7,}$/, {
  error: 'Phone must be digits, with the country code',
});

/** The visitation's own fields (what may be edited later). */
const visitationFields = {
  vehicle_plate: optionalText(20),
  count: z.coerce
    .number({ error: messages.required })
    .int()
    .min(1, 'At least one person')
    .max(MAX_COUNT),
  purpose: requiredText(messages.required, maxLengths.text),
  staff_responsible: nameText,
};

/** `POST /visitors` (new-visitor): the visitor and the visit; opens a visitation. */
export const newVisitorSchema = z.object({
  name: nameText,
  phone: visitorPhone,
  identification_type: publicId,
  identification_number: requiredText(messages.required, 30),
  visitor_type: publicId,
  organisation: optionalText(maxLengths.name),
  ...visitationFields,
});
export type NewVisitor = z.infer<typeof newVisitorSchema>;

/** `PATCH /visitors/{public_id}`: any field of the visitor or the visit; at least one. */
export const visitorPatchSchema = newVisitorSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type VisitorPatch = z.infer<typeof visitorPatchSchema>;

/** `GET /visitors/report?from&to`: visitations opened on those Nairobi days. */
export const visitorReportQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((range) => range.from <= range.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  });
export type VisitorReportQuery = z.infer<typeof visitorReportQuerySchema>;

/** `GET /departments`, `GET /staff`: `?search&active&deleted`. */
export const staffDirectoryQuerySchema = z.object({
  ...pageQuery,
  search: searchText,
  active: z.enum(['true', 'false']).optional(),
  /** Staff of this department (public id). */
  department: publicId.optional(),
  ...deletedFilter,
});
export type StaffDirectoryQuery = z.infer<typeof staffDirectoryQuerySchema>;

/** `POST /departments`, `PATCH /departments/{id}` (all fields). */
export const departmentSchema = z.object({
  name: nameText,
  description: optionalText(maxLengths.text),
  is_active: z.boolean().default(true),
});
export type DepartmentForm = z.infer<typeof departmentSchema>;

/** `POST /staff`, `PATCH /staff/{id}` (all fields). */
export const staffMemberSchema = z.object({
  staff_number: requiredText(messages.required, 30),
  full_name: nameText,
  email: optional(emailAddress()),
  phone: optionalText(maxLengths.phone),
  job_title: optionalText(maxLengths.name),
  department: publicId,
  /** The user account of this person (public id), when they sign in. */
  user_public_id: optionalText(maxLengths.id),
  is_active: z.boolean().default(true),
});
export type StaffMemberForm = z.infer<typeof staffMemberSchema>;

/** `POST /donation-causes`: a cause and whether the public site offers it. */
export const causeSchema = z.object({
  name: nameText,
  /** Public causes show on the public site's Support Us form. */
  is_public: z.boolean().default(true),
});
export type CauseForm = z.infer<typeof causeSchema>;

/** `POST /donations` (add-donation): a donation staff received. */
export const staffDonationSchema = z.object({
  cause: publicId,
  payment_method: publicId,
  frequency: publicId,
  anonymity: publicId,
  currency: z.enum(['KES', 'USD'], { error: messages.itemRequired }),
  amount: decimalAmount,
  title: optionalText(10),
  first_name: nameText,
  sur_name: nameText,
  email: emailAddress(),
  phone_number: optionalText(maxLengths.phone),
  country: optionalText(maxLengths.name),
  city: optionalText(maxLengths.name),
  /** True when the money is already in hand (cash, cheque, bank): recorded as paid. */
  is_paid: z.boolean().default(false),
});
export type StaffDonationForm = z.infer<typeof staffDonationSchema>;

/** `POST /donations/{id}/cancel`: why (kept with who cancelled). */
export const donationCancelSchema = z.object({
  reason: requiredText(messages.required, maxLengths.text),
});

/** `POST /donations/{id}/mobile-payment`: the M-Pesa phone to prompt, parsed to `254…`. */
export const donationMobilePaymentSchema = z.object({ phone: mpesaPhone });

/** `PATCH /donation-causes/{id}`: the name, the public flag, or both. */
export const causePatchSchema = z
  .object({ name: nameText.optional(), is_public: z.boolean().optional() })
  .refine((patch) => patch.name !== undefined || patch.is_public !== undefined, {
    message: 'Nothing to change',
  });

/** `?user&from&to` of the logs. */
const logFilters = {
  /** The user's e-mail address or public id. */
  user: z.string().trim().min(1).max(maxLengths.email).optional(),
  ...dayRange,
};

/** `GET /logs/requests`: every staff API request, newest first, 20 a page. */
export const requestLogQuerySchema = z.object({
  ...pageQuery,
  items: pageQuery.items.removeDefault().default(20),
  ...logFilters,
  /** Part of the path. */
  search: searchText,
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
});
export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

/** `GET /logs/password-resets` and `GET /logs/features`: 20 a page. */
export const simpleLogQuerySchema = z.object({
  ...pageQuery,
  items: pageQuery.items.removeDefault().default(20),
  ...logFilters,
  /** Part of the e-mail (password resets) or the feature url (feature tracker). */
  search: searchText,
});
export type SimpleLogQuery = z.infer<typeof simpleLogQuerySchema>;

/** `POST /logs/features`: the feature (screen) the user opened. */
export const featureVisitSchema = z.object({
  feature: z.string().trim().min(1).max(maxLengths.id),
});

/** `POST /programs`, `PUT /programs/{id}`: a volunteer programme (every field). */
export const programSchema = z
  .object({
    name: nameText,
    start_date: calendarDate,
    end_date: calendarDate,
    currency: z.enum(['KES', 'USD'], { error: messages.itemRequired }),
    price: decimalAmount,
    max_applicants: z.coerce
      .number({ error: messages.required })
      .int()
      .min(1, 'At least one applicant')
      .max(MAX_COUNT),
    description: requiredText(messages.required, maxLengths.text),
  })
  .refine((program) => program.start_date <= program.end_date, {
    message: 'The programme must end on or after its first day',
    path: ['end_date'],
  });
export type ProgramForm = z.infer<typeof programSchema>;

/** `POST /programs/{id}/contacts`, `PUT /program-contacts/{id}`: someone applicants may ask. */
export const programContactSchema = z.object({
  name: nameText,
  role: optionalText(maxLengths.name),
  email: optional(emailAddress()),
  phone: optionalText(maxLengths.phone),
});
export type ProgramContactForm = z.infer<typeof programContactSchema>;
