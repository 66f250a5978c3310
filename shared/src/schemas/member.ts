/**
 * Public member registration: the member, the beneficiaries on the membership, and the
 * rules that look at all beneficiaries together with the chosen membership setting.
 *
 * spec: membership-backoffice.md §2.1 (RegisterMember), §3 (Member, Beneficiary), §4, §5, §9.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { type MembershipSetting, residency } from '../catalogue/catalogue';
import { ageOn, latestDobForAge } from '../dates/age';
import type { CalendarDate } from '../dates/calendar-date';
import { messages } from '../messages';
import {
  afterEarlierRules,
  dateOfBirth,
  emailAddress,
  internationalPhone,
  list,
  maxEntries,
  maxLengths,
  memberPhoneMessages,
  onceValid,
  optional,
  optionalText,
  phoneMatchesCountryRule,
  requiredText,
  titles,
} from './common';

/** Age, in whole years, from which a member or beneficiary is an adult. spec: §9. */
export const ADULT_AGE = 18;
export const MEMBER_NAME_MAX_LENGTH = 39;
export const BENEFICIARY_NAME_MAX_LENGTH = 20;
export const ID_ALIEN_NUMBER_MAX_LENGTH = 30;
/** Most beneficiaries aged 18 or more on one membership. */
export const MAX_ADULT_BENEFICIARIES = 2;

/**
 * A beneficiary as added on `today`: title, names (at most 20), gender and date of birth
 * (not after `today`) are required; one aged 18 or more also needs an e-mail address and a
 * phone number ('Beneficiary is 18 is and above. …'). An `amount` sent by the client is
 * dropped: `checkBeneficiaries` works it out.
 */
export function beneficiarySchema(today: CalendarDate) {
  return z
    .object({
      title: z.enum(titles, { error: messages.titleRequired }),
      first_name: requiredText(messages.required, BENEFICIARY_NAME_MAX_LENGTH),
      sur_name: requiredText(messages.required, BENEFICIARY_NAME_MAX_LENGTH),
      /** Gender public id. */
      gender_id: requiredText(messages.genderRequired, maxLengths.id),
      dob: dateOfBirth(messages.dobNull).refine((dob) => dob <= today, {
        error: messages.dobInFuture,
        ...afterEarlierRules,
      }),
      id_alien_number: optionalText(ID_ALIEN_NUMBER_MAX_LENGTH),
      email: optional(emailAddress()),
      postal_address: optionalText(),
      postal_code: optionalText(maxLengths.id),
      phone_number: optional(internationalPhone(memberPhoneMessages)),
    })
    .check(
      z.superRefine<{ dob: string; email: unknown; phone_number: unknown }>((beneficiary, ctx) => {
        if (ageOn(beneficiary.dob, today) < ADULT_AGE) return;
        if (beneficiary.email === null) {
          ctx.addIssue({
            code: 'custom',
            message: messages.beneficiaryAdultEmail,
            path: ['email'],
            input: null,
          });
        }
        if (beneficiary.phone_number === null) {
          ctx.addIssue({
            code: 'custom',
            message: messages.beneficiaryAdultPhone,
            path: ['phone_number'],
            input: null,
          });
        }
      }, onceValid('dob')),
    );
}
export type Beneficiary = z.infer<ReturnType<typeof beneficiarySchema>>;

/**
 * The public member registration form as submitted on `today`: membership setting, residency
 * and household type ('Item is required'), title, names (at most 39), gender, a date of birth
 * at least 18 years before `today`, e-mail, country, a phone beginning with the country's
 * calling code ('Start with country code.'), postal address and code, town, an ID or alien
 * number of at most 30 characters, and the beneficiaries (`family`).
 */
export function memberRegistrationSchema(today: CalendarDate) {
  const latestDob = latestDobForAge(ADULT_AGE, today);
  return z
    .object({
      /** Membership setting public id (the membership type). */
      member_setting: requiredText(messages.itemRequired, maxLengths.id),
      residence: z.enum(residency.options, { error: messages.itemRequired }),
      /** Household type: Individual, Couple, Family. */
      household_type: requiredText(messages.itemRequired, maxLengths.id),
      title: z.enum(titles, { error: messages.titleRequired }),
      first_name: requiredText(messages.required, MEMBER_NAME_MAX_LENGTH),
      sur_name: requiredText(messages.required, MEMBER_NAME_MAX_LENGTH),
      /** Gender public id. */
      gender_id: requiredText(messages.genderRequired, maxLengths.id),
      dob: dateOfBirth(messages.dobNull).refine((dob) => dob <= latestDob, {
        error: messages.minimumAge(ADULT_AGE),
        ...afterEarlierRules,
      }),
      email: emailAddress(),
      /** Country code ('KE') or name. */
      code: requiredText(messages.countryRequired, maxLengths.name),
      tel_number: internationalPhone(memberPhoneMessages),
      postal_address: requiredText(),
      postal_code: requiredText(messages.required, maxLengths.id),
      town: requiredText(messages.required, maxLengths.name),
      id_alien_number: optionalText(ID_ALIEN_NUMBER_MAX_LENGTH),
      promo_code: optionalText(maxLengths.id),
      family: list(beneficiarySchema(today), maxEntries.family).default([]),
    })
    .check(phoneMatchesCountryRule('tel_number', 'code', memberPhoneMessages));
}
export type MemberRegistration = z.infer<ReturnType<typeof memberRegistrationSchema>>;
export type MemberRegistrationInput = z.input<ReturnType<typeof memberRegistrationSchema>>;

/** Beneficiary amounts in KES, as decimal strings. spec: membership-backoffice.md §9. */
export interface BeneficiaryAmounts {
  /** For a membership whose residence is citizen. */
  citizen: string;
  /** For every other residence. */
  other: string;
}

/** The spec's beneficiary amounts (the demo catalogue's `beneficiary_amounts` agree). */
export const BENEFICIARY_AMOUNTS: BeneficiaryAmounts = { citizen: '2400', other: '4800' };

/** What `checkBeneficiaries` finds. */
export interface BeneficiaryCheck {
  /** The spec's messages for every rule broken, in rule order; empty when all hold. */
  errors: string[];
  /** The beneficiary amount of each beneficiary, in KES, as decimal strings, same order. */
  amounts: string[];
  /** Sum of `amounts`, KES, as a decimal string. */
  total: string;
}

/**
 * The rules over all the beneficiaries of a membership `setting`, on `today`:
 * - a membership for one person (number_of_persons ≤ 1) has no beneficiaries (the form shows
 *   the beneficiary section only when the total is above 1);
 * - at most 2 beneficiaries aged 18 or more ("You can't have more than 2 beneficiaries who
 *   are above 18 years of age.");
 * - a couple membership (membership_type 'Couple') has one beneficiary at most
 *   ('Maximum number for a couple is {number_of_persons}').
 *
 * Beneficiary amount, our reading of "charged when the beneficiary count reaches the
 * membership total minus one": the membership total is the setting's number_of_persons, the
 * member included, so its price covers number_of_persons − 1 beneficiaries. The rule is
 * checked as each beneficiary is added: one added once the count already reached
 * number_of_persons − 1 is beyond what the price covers and pays the beneficiary amount
 * (2400 KES for a citizen membership, 4800 KES otherwise); the ones before it pay 0.
 * Example: a Family of 5 persons covers 4 beneficiaries free; a 5th and 6th pay 2400 each.
 */
export function checkBeneficiaries(
  setting: Pick<MembershipSetting, 'number_of_persons' | 'membership_type' | 'residence'>,
  beneficiaries: readonly { dob: CalendarDate }[],
  today: CalendarDate,
  beneficiaryAmounts: BeneficiaryAmounts = BENEFICIARY_AMOUNTS,
): BeneficiaryCheck {
  const errors: string[] = [];
  if (setting.number_of_persons <= 1 && beneficiaries.length > 0) {
    errors.push(messages.beneficiariesNotIncluded);
  }
  const adults = beneficiaries.filter(({ dob }) => ageOn(dob, today) >= ADULT_AGE).length;
  if (adults > MAX_ADULT_BENEFICIARIES) errors.push(messages.beneficiaryAdultsMax);
  if (setting.membership_type.toLowerCase() === 'couple' && beneficiaries.length > 1) {
    errors.push(messages.coupleMaximum(setting.number_of_persons));
  }

  const charge =
    setting.residence === 'citizen' ? beneficiaryAmounts.citizen : beneficiaryAmounts.other;
  const covered = Math.max(setting.number_of_persons - 1, 0);
  const amounts = beneficiaries.map((_, index) => (index >= covered ? charge : '0'));
  const total = amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toString();
  return { errors, amounts, total };
}
