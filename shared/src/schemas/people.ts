/**
 * Requests of the back office's people and logs, shared by the API (which validates with them)
 * and the staff app's forms and filters: the members list, a member's edit (§2.2) and staff
 * registration (NewMember, with Is Paid); the donations and volunteers lists; the sign-in log
 * and the change log. Every text has a maximum length; dates are `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: membership-backoffice.md §2.1, §2.2, §2.5 (Members, Donations, Volunteers, Logs), §3
 * (Member: salesforce_id, salesforce_uuid, salesforce_account_uuid, salesforce_contact_uuid);
 * api-contract.md §People and logs.
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  calendarDate,
  maxLengths,
  memberPhoneMessages,
  optional,
  optionalText,
  phoneMatchesCountryRule,
} from './common';
import { memberRegistrationSchema } from './member';
import { pageQuery, searchText } from './payments-admin';
import { recordHistoryKindSchema } from './record-history';

/** `?is_paid=true|false` of a list. */
const paidFilter = z.enum(['true', 'false']).optional();

/** `GET /members`: members, newest first. */
export const memberListQuerySchema = z.object({
  ...pageQuery,
  /** Part of the member reference number, a name, the e-mail or the phone. */
  search: searchText,
  is_paid: paidFilter,
  /** Only this membership setting (public id). */
  member_setting: z.string().trim().min(1).max(maxLengths.id).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** The CRM's ids of a member; blank clears one. */
const crmIds = {
  salesforce_id: optionalText(maxLengths.id),
  /** The opportunity. */
  salesforce_uuid: optionalText(maxLengths.id),
  salesforce_account_uuid: optionalText(maxLengths.id),
  salesforce_contact_uuid: optionalText(maxLengths.id),
};

/** What staff set beside the public form: payment method, expiry, CRM ids and Is Paid. */
const staffMemberFields = {
  /** How it was paid ('Mpesa', 'Credit Card', 'Cash', …); null when not known. */
  payment_method: optionalText(maxLengths.name),
  /** The last day of the membership; when marked paid without one, a year from today. */
  expiry_date: optional(calendarDate),
  ...crmIds,
  /** The Is Paid switch: the member's `payment_status`. */
  is_paid: z.boolean({ error: messages.required }),
};

/** The member form's fields as edited on `today` (the public form's rules). */
function memberFields(today: string) {
  const {
    family: _family,
    promo_code: _promo,
    member_setting: _setting,
    ...fields
  } = memberRegistrationSchema(today).shape;
  return { ...fields, ...staffMemberFields };
}

/**
 * `PATCH /members/{public_id}` on `today`: any of the member's details (membership residence and
 * household type, personal information), payment method, expiry date, the CRM ids and Is Paid;
 * fields left out are unchanged. The membership setting (and so the amount) is not changed here.
 * The record as changed is checked again with `memberRecordSchema`.
 */
export function memberPatchSchema(today: string) {
  return z
    .object(memberFields(today))
    .partial()
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      message: 'Nothing to change',
    });
}
export type MemberPatch = z.infer<ReturnType<typeof memberPatchSchema>>;

/** A member's editable record as a whole on `today`, with the phone's country rule. */
export function memberRecordSchema(today: string) {
  return z
    .object(memberFields(today))
    .check(phoneMatchesCountryRule('tel_number', 'code', memberPhoneMessages));
}
export type MemberRecord = z.infer<ReturnType<typeof memberRecordSchema>>;

/**
 * `POST /members` on `today`: the public registration form (with its beneficiaries and rules)
 * plus what staff set: Is Paid (default false), payment method, expiry date and the CRM ids.
 */
export function staffMemberRegistrationSchema(today: string) {
  return z
    .object({
      ...memberRegistrationSchema(today).shape,
      ...staffMemberFields,
      is_paid: staffMemberFields.is_paid.default(false),
    })
    .check(phoneMatchesCountryRule('tel_number', 'code', memberPhoneMessages));
}
export type StaffMemberRegistration = z.infer<ReturnType<typeof staffMemberRegistrationSchema>>;

/** `GET /donations`: donations, newest first. */
export const donationListQuerySchema = z.object({
  ...pageQuery,
  /** Part of the donation reference, a name, the e-mail or the phone. */
  search: searchText,
  is_paid: paidFilter,
  /** Only cancelled (true) or not cancelled (false) donations. */
  cancelled: z.enum(['true', 'false']).optional(),
  /** Donations made on or after / on or before these Nairobi days. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type DonationListQuery = z.infer<typeof donationListQuerySchema>;

/** `GET /volunteers`: volunteer applications, newest first. */
export const volunteerListQuerySchema = z.object({
  ...pageQuery,
  /** Part of a name, the e-mail, the phone or the ID number. */
  search: searchText,
  payment_status: z.enum(['Unpaid', 'Paid']).optional(),
  /** Only this programme (public id). */
  program: z.string().trim().min(1).max(maxLengths.id).optional(),
});
export type VolunteerListQuery = z.infer<typeof volunteerListQuerySchema>;

/** `?user&from&to` of the logs: a user (e-mail or public id) and a Nairobi day range. */
const logFilters = {
  /** The user's e-mail address or public id. */
  user: z.string().trim().min(1).max(maxLengths.email).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
};

/** `GET /logs/auth`: sign-in attempts, newest first. */
export const authLogQuerySchema = z.object({
  ...pageQuery,
  ...logFilters,
  outcome: z.enum(['succeeded', 'failed']).optional(),
  /** Part of the e-mail as typed or the client address. */
  search: searchText,
});
export type AuthLogQuery = z.infer<typeof authLogQuerySchema>;

/**
 * `GET /logs/changes`: staff writes, newest first; the first page holds `first_items` (20) and
 * each later page `items` (30) unless asked (spec: membership-backoffice.md §7 page sizes).
 */
export const changeLogQuerySchema = z.object({
  ...pageQuery,
  items: pageQuery.items.removeDefault().default(30),
  first_items: pageQuery.items.removeDefault().default(20),
  ...logFilters,
  /** Only this kind of record (`member`, `promo_code`, …). */
  entity: z.string().trim().min(1).max(maxLengths.id).optional(),
  /** The changed record's public id, exactly or in part. */
  search: searchText,
  /** One record's history (with its children's changes): its kind, with `record_id`. */
  record: recordHistoryKindSchema.optional(),
  /** The public id of the record named by `record`. */
  record_id: z.string().trim().min(1).max(maxLengths.id).optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;
