/**
 * Requests of the members back office beyond the §2.2 edit (`people.ts`): the members list's
 * filters (membership type, level, Is Paid, expiring, deleted), a beneficiary added to or
 * changed on a member, a corporate member (§2.3), a membership setting's edit. Shared by the API
 * (which validates with them) and the staff app's forms. Dates are `YYYY-MM-DD` (Nairobi).
 *
 * spec: membership-backoffice.md §2.3, §2.5 (Members, membership-settings), §3 (Corporate member,
 * Membership setting), §5 (beneficiary rules), §9.
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  calendarDate,
  count,
  decimalAmount,
  emailAddress,
  internationalPhone,
  maxLengths,
  optional,
  optionalText,
  phoneMessages,
  requiredText,
} from './common';
import { pageQuery, searchText } from './payments-admin';

/** Days before expiry from which a membership counts as expiring (and gets its renewal notice). */
export const RENEWAL_NOTICE_DAYS = 30;

/** `?expiring=`: expiring within `RENEWAL_NOTICE_DAYS` days, or already expired. */
export const expiringFilters = ['soon', 'expired'] as const;

/** `GET /members`: members, newest first. */
export const membersAdminListQuerySchema = z.object({
  ...pageQuery,
  /** Part of the member reference number, a name, the e-mail or the phone. */
  search: searchText,
  is_paid: z.enum(['true', 'false']).optional(),
  /** The membership level: a membership setting's public id. */
  member_setting: z.string().trim().min(1).max(maxLengths.id).optional(),
  /** The membership type: Individual, Couple, Family. */
  membership_type: z.string().trim().min(1).max(maxLengths.name).optional(),
  expiring: z.enum(expiringFilters).optional(),
  /** `true`: only deleted members (to restore them); otherwise deleted members are left out. */
  deleted: z.enum(['true', 'false']).optional(),
});
export type MembersAdminListQuery = z.infer<typeof membersAdminListQuerySchema>;

/** The CRM's ids of a corporate member; blank clears one. */
const crmIds = {
  salesforce_id: optionalText(maxLengths.id),
  /** The opportunity. */
  salesforce_uuid: optionalText(maxLengths.id),
  salesforce_account_uuid: optionalText(maxLengths.id),
  salesforce_contact_uuid: optionalText(maxLengths.id),
};

const corporateFields = {
  company_name: requiredText(messages.required, maxLengths.name),
  contact_person_name: requiredText(messages.required, maxLengths.name),
  contact_person_phone_number: internationalPhone(phoneMessages),
  phone_number: internationalPhone(phoneMessages),
  email: emailAddress(),
  email1: optional(emailAddress()),
  email2: optional(emailAddress()),
  postal_address: requiredText(messages.required, maxLengths.name),
  postal_code: requiredText(messages.required, maxLengths.id),
  town: requiredText(messages.required, maxLengths.name),
  country: requiredText(messages.countryRequired, maxLengths.name),
  expiry_date: optional(calendarDate),
  is_paid: z.boolean({ error: messages.required }).default(false),
  payment_method: optionalText(maxLengths.name),
  /** Amount paid, KES. */
  amount: decimalAmount.default('0'),
  vehicles: count,
  passengers: count,
  visits: count,
  ...crmIds,
};

/** `POST /corporate-members`: the §2.3 form (Member ID given by the API). */
export const corporateMemberSchema = z.object(corporateFields);
export type CorporateMemberBody = z.infer<typeof corporateMemberSchema>;
export type CorporateMemberInput = z.input<typeof corporateMemberSchema>;

/** `PATCH /corporate-members/{public_id}`: any of the §2.3 fields; those left out are unchanged. */
export const corporateMemberPatchSchema = corporateMemberSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type CorporateMemberPatch = z.infer<typeof corporateMemberPatchSchema>;

/** `GET /corporate-members`. */
export const corporateMemberListQuerySchema = z.object({
  ...pageQuery,
  /** Part of the Member ID, company, contact person or e-mail. */
  search: searchText,
  is_paid: z.enum(['true', 'false']).optional(),
  deleted: z.enum(['true', 'false']).optional(),
});
export type CorporateMemberListQuery = z.infer<typeof corporateMemberListQuerySchema>;

/** A membership's discount, 0–100 %: above 100 'Discount cannot be more than 100%'. */
const membershipDiscount = z.coerce
  .number({ error: messages.discountRange })
  .min(0, messages.discountRange)
  .max(100, messages.discountTooHigh)
  .transform(String);

/**
 * `PATCH /membership-settings/{public_id}`: the setting's names, price (in its currency), the
 * persons and children it admits and its three discounts (0–100 %).
 */
export const membershipSettingPatchSchema = z
  .object({
    custom_name: requiredText(messages.required, maxLengths.name),
    name: requiredText(messages.required, maxLengths.name),
    price: decimalAmount,
    number_of_persons: count,
    number_of_children: count,
    entry_discount: membershipDiscount,
    accommodation_discount: membershipDiscount,
    activity_discount: membershipDiscount,
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type MembershipSettingPatch = z.infer<typeof membershipSettingPatchSchema>;
