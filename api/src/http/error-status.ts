/**
 * The one table from a domain error code to its HTTP status. Adding a code to `ErrorCode`
 * without a row here fails the type check.
 *
 * spec: ARCHITECTURE.md §Errors; api-contract.md (error bodies).
 */
import type { ErrorCode } from '@hifadhi/shared/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const errorStatus: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  PRICING_NOT_SET: 400,
  NO_SPECIAL_PRICING: 400,
  ROOM_CAPACITY_EXCEEDED: 400,
  CURRENCY_NOT_SUPPORTED: 400,
  // A catalogue id inside a request body that names nothing: the request is wrong, not the URL.
  UNKNOWN_REFERENCE: 400,
  PAYMENT_FAILED: 402,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BOOKING_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CAPACITY_EXCEEDED: 409,
  CONFLICT: 409,
  // A booking operation its current status does not allow (staff-booking lifecycle).
  INVALID_TRANSITION: 409,
  // A booking whose guest matches an active booking ban (staff-booking.md §3.13).
  BOOKING_BANNED: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PRINTER_UNREACHABLE: 503,
  // The CRM (Salesforce) refused a sync or could not be reached.
  CRM_UNREACHABLE: 502,
};
