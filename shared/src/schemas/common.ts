/**
 * Field schemas shared by every request schema: calendar dates, counts, percentages, decimals,
 * required and optional text, e-mail addresses, international phone numbers, amounts, and the
 * rule options that make each field report one message (its first broken rule), as the spec's
 * forms show.
 *
 * spec: public-site.md §5; staff-booking.md §5; membership-backoffice.md §5.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date';
import { messages } from '../messages';
import { expectedCallingCode } from '../phone/calling-code';

/**
 * Rule options: the rule runs only while the field's earlier rules hold, so a field reports
 * one message (a blank e-mail is 'E-mail is required', not also 'E-mail must be valid').
 */
export const afterEarlierRules = {
  when: (payload: z.core.ParsePayload) => payload.issues.length === 0,
};

/**
 * The longest text a request field may carry, in characters, so an oversized value is refused
 * by its schema ('Must be at most N characters') before anything stores or searches it:
 * `name` a person's or place's name, `email` an e-mail address (RFC 5321), `id` an id, code or
 * reference, `phone` a phone number, `text` free text (notes, addresses, feedback).
 */
export const maxLengths = { name: 100, email: 254, id: 100, phone: 20, text: 2000 } as const;

/**
 * The most entries a request list may carry: `lines` priced lines of one kind in a booking
 * (guests, vehicles, facilities, activities, donations), `people` proofs of residency on one
 * booking, `family` beneficiaries on one membership, `choices` ids chosen from the catalogue
 * (gates).
 */
export const maxEntries = { lines: 50, people: 200, family: 20, choices: 50 } as const;

/** The largest count on one line (guests, vehicles, rooms, slots, sort orders). */
export const MAX_COUNT = 10_000;

/**
 * The largest money amount a request may carry, in whole units of its currency: converted to
 * KES it still fits the money columns (`numeric(14,2)`).
 */
export const MAX_AMOUNT = 100_000_000;

/** A list of at most `max` entries ('At most N entries'). */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, messages.tooMany(max));
}

/** Text of at most `maxLength` characters ('Must be at most N characters'), not trimmed. */
export function boundedText(maxLength: number) {
  return z.string().max(maxLength, messages.tooLong(maxLength));
}

/** An id, code or reference: text of at most `maxLengths.id` characters. */
export const idText = boundedText(maxLengths.id);

/** A `YYYY-MM-DD` date that names a real day. */
export const calendarDate = z
  .string({ error: messages.required })
  .max(10, messages.dateFormat)
  .refine(isCalendarDate, { message: messages.dateFormat, ...afterEarlierRules });

/** A whole count of guests, vehicles, rooms or slots from 0 to `MAX_COUNT`; omitted means 0. */
export const count = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must not be below 0')
  .max(MAX_COUNT, messages.countMaximum(MAX_COUNT))
  .default(0);

/** A discount percentage 0–100 (staff routes only). */
export const percent = z.coerce
  .number({ error: 'Must be between 0-100%' })
  .min(0, messages.discountRange)
  .max(100, messages.discountRange);

/**
 * An exact decimal amount up to `MAX_AMOUNT`, given as a string ("1000.50") or a number; kept
 * as a string.
 */
export const decimalAmount = z
  .union([z.string().max(maxLengths.id, 'Must be a number'), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d+(\.\d+)?$/.test(value), { message: 'Must be a number' })
  .refine((value) => new Decimal(value).lte(MAX_AMOUNT), {
    message: messages.amountMaximum(MAX_AMOUNT),
    ...afterEarlierRules,
  });

/**
 * Rule options for an object-level rule on `fields`: it runs once the value is an object (not
 * an array) and those fields have passed their own rules, even when other fields failed, so a
 * form shows all its messages at once.
 */
export function onceValid(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      payload.issues.every((issue) => !fields.includes(String(issue.path?.[0]))),
  };
}

/**
 * A required text field of at most `maxLength` characters, trimmed: missing, null or blank
 * gives `message`.
 */
export function requiredText(
  message: string = messages.required,
  maxLength: number = maxLengths.text,
) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, messages.tooLong(maxLength));
}

/** An optional field: missing, null or blank (after trimming) becomes null. */
export function optional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(
      (value: z.input<T> | null | undefined) =>
        typeof value === 'string' && value.trim() === '' ? null : value,
      schema.nullish(),
    )
    .transform((value) => value ?? null);
}

/** Optional text of at most `maxLength` characters, trimmed; blank becomes null. */
export function optionalText(maxLength: number = maxLengths.text) {
  return optional(z.string().trim().max(maxLength, messages.tooLong(maxLength)));
}

/**
 * A required e-mail address of at most 254 characters: blank gives `requiredMessage`, no
 * at-sign form 'E-mail must be valid'.
 */
export function emailAddress(requiredMessage: string = messages.emailRequired) {
  return requiredText(requiredMessage, maxLengths.email).regex(z.regexes.email, {
    error: messages.emailInvalid,
    ...afterEarlierRules,
  });
}

/** The rule messages of a phone number in international form. */
export interface PhoneMessages {
  /** It does not begin with `+` and digits. */
  notInternational: string;
  /** It has fewer than 13 characters. */
  tooShort: string;
  /** It does not begin with the chosen country's calling code (the code, digits only). */
  wrongCallingCode: (callingCode: string) => string;
}

/** The booking and donation forms' phone messages. */
export const phoneMessages: PhoneMessages = {
  notInternational: messages.phoneInternational,
  tooShort: messages.phoneTooShort,
  wrongCallingCode: messages.phoneCallingCode,
};

/** The member forms' phone messages: every rule shows the hint 'Start with country code.'. */
export const memberPhoneMessages: PhoneMessages = {
  notInternational: messages.phoneHint,
  tooShort: messages.phoneHint,
  wrongCallingCode: () => messages.phoneHint,
};

const PHONE_SEPARATORS = /[\s-]/g;
const INTERNATIONAL_PHONE = /^\+[1-9]\d*$/;
const PHONE_MINIMUM_LENGTH = 13;

/**
 * A required phone number in international form, `+` then the calling code and number, at
 * least 13 characters (`+254712345678`) and at most 20; spaces and dashes are dropped. Blank
 * gives 'This field is required', the other rules the messages of `rules`. Pair it with
 * `phoneMatchesCountryRule` for the calling-code rule.
 */
export function internationalPhone(rules: PhoneMessages) {
  return z
    .string({ error: messages.required })
    .overwrite((value) => value.replace(PHONE_SEPARATORS, ''))
    .min(1, messages.required)
    .max(maxLengths.phone, messages.tooLong(maxLengths.phone))
    .regex(INTERNATIONAL_PHONE, { error: rules.notInternational, ...afterEarlierRules })
    .min(PHONE_MINIMUM_LENGTH, { error: rules.tooShort, ...afterEarlierRules });
}

/**
 * Object-level rule: the phone field begins with `+` and the calling code of the country
 * field (an ISO code such as 'KE' or an English name); skipped when the country is unknown.
 * The message, from `rules`, goes on the phone field.
 */
export function phoneMatchesCountryRule<Phone extends string, Country extends string>(
  phoneField: Phone,
  countryField: Country,
  rules: PhoneMessages,
) {
  return z.superRefine<Record<Phone | Country, string>>(
    (value, ctx) => {
      const callingCode = expectedCallingCode(value[phoneField], value[countryField]);
      if (callingCode === undefined) return;
      ctx.addIssue({
        code: 'custom',
        message: rules.wrongCallingCode(callingCode),
        path: [phoneField],
        input: value[phoneField],
      });
    },
    onceValid(phoneField, countryField),
  );
}

/** A required date of birth, `YYYY-MM-DD`: blank gives `requiredMessage`. */
export function dateOfBirth(requiredMessage: string) {
  return requiredText(requiredMessage, maxLengths.id).refine(isCalendarDate, {
    error: messages.dateFormat,
    ...afterEarlierRules,
  });
}

/** The titles the member, donation and volunteer forms offer. spec: public-site.md §9. */
export const titles = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Eng.', 'Prof.'] as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

function amountProblem(text: string): string | undefined {
  if (text === '') return messages.required;
  if (!DECIMAL.test(text)) return messages.amountNumber;
  if (new Decimal(text).lt(1)) return messages.amountMinimum;
  if (new Decimal(text).gt(MAX_AMOUNT)) return messages.amountMaximum(MAX_AMOUNT);
  return undefined;
}

/**
 * A money amount from 1 to `MAX_AMOUNT` in the currency beside it (a donation), given as a
 * number or a decimal string and kept as an exact decimal string ("1000.50"). Blank gives 'This
 * field is required', anything else not a number 'Amount must be a number', less than 1
 * 'Amount must be at least 1', more than `MAX_AMOUNT` 'Amount must be at most 100,000,000'.
 */
export const amountOfAtLeastOne = z
  .union([z.string().max(maxLengths.id, messages.amountNumber), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? messages.required : messages.amountNumber,
  })
  .transform((raw, ctx) => {
    const text = String(raw).trim();
    const message = amountProblem(text);
    if (message === undefined) return text;
    ctx.issues.push({ code: 'custom', message, input: raw });
    return z.NEVER;
  });
