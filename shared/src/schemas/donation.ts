/**
 * The Support Us donation form, with the spec's messages exactly, including its reuse of
 * 'Payment method is required' for the currency and of 'Country is required' for the
 * frequency and the gender.
 *
 * spec: public-site.md §3 "Donation form (Support Us)", §5 "Donation form", §9.
 */
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import { messages } from '../messages';
import {
  amountOfAtLeastOne,
  dateOfBirth,
  emailAddress,
  internationalPhone,
  list,
  maxLengths,
  optionalText,
  phoneMatchesCountryRule,
  phoneMessages,
  requiredText,
  titles,
} from './common';

export const DONOR_NAME_MAX_LENGTH = 20;
export const DONOR_CITY_MAX_LENGTH = 30;

export const donorGenders = ['Male', 'Female'] as const;
export const contactPreferences = ['email', 'phone', 'sms', 'post'] as const;

/** The donation form in the order its messages show; `amount` is an exact decimal string ≥ 1. */
export const donationFormSchema = z
  .object({
    /** Cause public id: the place to donate to. */
    payment_option: requiredText(messages.causeRequired, maxLengths.id),
    /** Donation payment method public id. */
    payment_method: requiredText(messages.paymentMethodRequired, maxLengths.id),
    currency: z.enum(currencyCode.options, { error: messages.paymentMethodRequired }),
    amount: amountOfAtLeastOne,
    /** Frequency public id. */
    frequency: requiredText(messages.countryRequired, maxLengths.id),
    title: z.enum(titles, { error: messages.titleMethodRequired }),
    first_name: requiredText(messages.required, DONOR_NAME_MAX_LENGTH),
    sur_name: requiredText(messages.required, DONOR_NAME_MAX_LENGTH),
    email: emailAddress(messages.required),
    /** Country code ('KE') or name; the phone must begin with its calling code. */
    country: requiredText(messages.countryRequired, maxLengths.name),
    phone_number: internationalPhone(phoneMessages),
    city: requiredText(messages.required, DONOR_CITY_MAX_LENGTH),
    gender: z.enum(donorGenders, { error: messages.countryRequired }),
    dob: dateOfBirth(messages.required),
    feedback: optionalText(),
    preference: list(z.enum(contactPreferences), contactPreferences.length).default([]),
    /** Anonymity option public id; the form defaults to the first option. */
    anonymity: optionalText(maxLengths.id),
  })
  .check(phoneMatchesCountryRule('phone_number', 'country', phoneMessages));
export type DonationForm = z.infer<typeof donationFormSchema>;
export type DonationFormInput = z.input<typeof donationFormSchema>;
