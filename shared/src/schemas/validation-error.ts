/**
 * Turns a zod validation failure into the one error body the API answers and the screens
 * show: `{ code: 'VALIDATION_FAILED', message, messages, fields }`.
 *
 * spec: ARCHITECTURE.md §Errors; membership-backoffice.md §8 (the message is shown as a toast
 * and each entry of the messages list as its own toast).
 */
import type { z } from 'zod';
import type { ErrorBody } from '../errors';
import { messages as specMessages } from '../messages';

/** The error body of a validation failure; `messages` and `fields` are always present. */
export interface ValidationErrorBody extends ErrorBody {
  code: 'VALIDATION_FAILED';
  messages: string[];
  fields: Record<string, string>;
}

function fieldMessages(issue: z.core.$ZodIssue): [field: string, message: string][] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => [[...path, key].join('.'), specMessages.unknownField(key)]);
  }
  return [[path.join('.'), issue.message]];
}

/**
 * The body for `error`: `fields` maps each field's dot-joined path (`first_name`,
 * `guests.0.payment_guests`; '' for the request as a whole) to its first message, the one the
 * form shows; `messages` lists those messages once each, in field order (the order the
 * schema checks them); `message` is the first of them.
 */
export function toValidationErrorBody(error: z.core.$ZodError): ValidationErrorBody {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    for (const [field, message] of fieldMessages(issue)) {
      if (!fields.has(field)) fields.set(field, message);
    }
  }
  const messages = [...new Set(fields.values())];
  return {
    code: 'VALIDATION_FAILED',
    message: messages[0] ?? specMessages.invalidRequest,
    messages,
    fields: Object.fromEntries(fields),
  };
}

/** What `validate` gives: the parsed data, or the validation error body. */
export type Validation<T> =
  | { ok: true; data: T; error?: undefined }
  | { ok: false; data?: undefined; error: ValidationErrorBody };

/**
 * Parses `input` with `schema`: `{ ok: true, data }`, or `{ ok: false, error }` with the body
 * of `toValidationErrorBody`. For screens that show a form's messages and routes that answer
 * them.
 */
export function validate<T extends z.ZodType>(schema: T, input: unknown): Validation<z.output<T>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, error: toValidationErrorBody(result.error) };
}
