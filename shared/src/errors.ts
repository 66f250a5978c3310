/**
 * The one error type of the domain core. Domain code throws `DomainError` with a code from
 * the closed set below and the spec's exact words as its message; the API maps the code to
 * an HTTP status in one table and answers `{ code, message, messages?, fields? }`.
 *
 * spec: ARCHITECTURE.md §Errors; api-contract.md (error bodies).
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'PRICING_NOT_SET',
  'NO_SPECIAL_PRICING',
  'ROOM_CAPACITY_EXCEEDED',
  'CAPACITY_EXCEEDED',
  'UNKNOWN_REFERENCE',
  'CURRENCY_NOT_SUPPORTED',
  'BOOKING_NOT_FOUND',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_TRANSITION',
  'BOOKING_BANNED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PAYMENT_FAILED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'PRINTER_UNREACHABLE',
  'CRM_UNREACHABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Every message the client should show, each as its own toast. */
  messages?: string[];
  /** Form field (snake_case path) → its message. */
  fields?: Record<string, string>;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly messages: string[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; messages?: string[] } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = extra.fields;
    this.messages = extra.messages;
  }

  /** The error as the API's JSON body. */
  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.messages ? { messages: this.messages } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}
