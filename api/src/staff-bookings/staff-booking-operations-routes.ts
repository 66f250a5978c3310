/**
 * The staff booking operations over HTTP: confirm, unconfirm, check in, check out, defer the
 * payment, FOC, delete (soft), reinstate, record a payment, issue a credit note. Each needs its
 * feature (403 otherwise), answers 409 INVALID_TRANSITION when the booking's status does not
 * allow it (nothing changes) and writes one booking event. Payments and credit notes take an
 * optional `Idempotency-Key` header: the same key again answers the first result.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §4, §6 (update, FOC and credit-note
 * abilities); membership-backoffice.md §6.
 */

import {
  type BookingOperation,
  operationFeatures,
} from '@hifadhi/shared/bookings/booking-lifecycle';
import {
  creditNoteBodySchema,
  deferPaymentBodySchema,
  gatePassageBodySchema,
  postponeBodySchema,
  reasonBodySchema,
  staffPaymentBodySchema,
} from '@hifadhi/shared/schemas/staff-booking-operations';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type Access, feature } from '../auth/access';
import { type AuthEnv, createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { bookingStateSchema, type OperationDeps, type StaffActor } from './booking-operation';
import { issueCreditNote, issuedCreditNoteSchema } from './issue-credit-note';
import {
  confirmStep,
  deferPaymentStep,
  deleteStep,
  focStep,
  gatePassageStep,
  type LifecycleStep,
  reinstateStep,
  runLifecycleStep,
  unconfirmStep,
} from './lifecycle-operations';
import { postponeStep } from './postpone-booking';
import { recordedStaffPaymentSchema, recordStaffPayment } from './record-staff-payment';

const bookingParams = z.object({ booking_public_id: z.string().max(100) });
const refusals = {
  404: errorResponse('No such booking (or not this partner user’s)'),
  409: errorResponse('INVALID_TRANSITION: not allowed from the booking’s status'),
};

const operationResponses = {
  200: jsonContent(bookingStateSchema, 'The booking afterwards'),
  400: errorResponse('A field is missing or wrong'),
  ...refusals,
};

/** A POST on `/bookings/{booking_public_id}{suffix}` without a body, needing `access`. */
function operationRoute(guard: StaffGuard, access: Access, suffix: string, summary: string) {
  return staffRoute(guard, access, {
    method: 'post',
    path: `/bookings/{booking_public_id}${suffix}`,
    tags: ['Staff bookings'],
    summary,
    request: { params: bookingParams },
    responses: operationResponses,
  });
}

/**
 * A POST (or DELETE) on `/bookings/{booking_public_id}{suffix}` with a JSON `body` (optional
 * when `bodyRequired` is false).
 */
function operationWithBody<B extends z.ZodType>(
  guard: StaffGuard,
  access: Access,
  shape: {
    method: 'post' | 'delete';
    suffix: string;
    summary: string;
    body: B;
    bodyRequired?: boolean;
  },
) {
  return staffRoute(guard, access, {
    method: shape.method,
    path: `/bookings/{booking_public_id}${shape.suffix}`,
    tags: ['Staff bookings'],
    summary: shape.summary,
    request: { params: bookingParams, ...jsonBody(shape.body, shape.bodyRequired) },
    responses: operationResponses,
  });
}

function actorOf(c: Context<AuthEnv>): StaffActor {
  return {
    publicId: c.var.staff.public_id,
    partnerPublicId: c.var.staff.partner_public_id,
    email: c.var.staff.email,
  };
}

/** The operations router; `staffBookingsRoutes` mounts it beside the lists. */
export function staffBookingOperationsRoutes(deps: OperationDeps, guard: StaffGuard) {
  const allowedTo = (operation: BookingOperation) => feature(...operationFeatures[operation]);
  const confirm = operationRoute(
    guard,
    allowedTo('confirm'),
    '/confirm',
    'Confirm a held booking (a lapsed hold only while its units are free)',
  );
  const unconfirm = operationRoute(
    guard,
    allowedTo('unconfirm'),
    '/unconfirm',
    'Take a confirmed booking back to unconfirmed (held, keeping its units)',
  );
  const checkIn = operationWithBody(guard, allowedTo('check_in'), {
    method: 'post',
    suffix: '/check-in',
    summary: 'Check a confirmed booking in (recorded at its entry gate unless another is named)',
    body: gatePassageBodySchema,
    bodyRequired: false,
  });
  const checkOut = operationWithBody(guard, allowedTo('check_out'), {
    method: 'post',
    suffix: '/check-out',
    summary: 'Check a checked-in booking out (recorded at its entry gate unless another is named)',
    body: gatePassageBodySchema,
    bodyRequired: false,
  });
  const defer = operationWithBody(guard, allowedTo('defer_payment'), {
    method: 'post',
    suffix: '/defer-payment',
    summary: 'Defer what is left to pay to a date; a held booking is kept until its end',
    body: deferPaymentBodySchema,
  });
  const foc = operationWithBody(guard, allowedTo('foc'), {
    method: 'post',
    suffix: '/foc',
    summary: 'Mark complimentary: payment status FOC, balance 0 (a held booking is confirmed)',
    body: reasonBodySchema,
  });
  const remove = operationWithBody(guard, allowedTo('delete'), {
    method: 'delete',
    suffix: '',
    summary: 'Delete a booking (soft: status deleted, its units and slots released)',
    body: reasonBodySchema,
  });
  const reinstate = operationRoute(
    guard,
    allowedTo('reinstate'),
    '/reinstate',
    'Reinstate a deleted booking to its status, taking its units back only if free',
  );
  const postpone = operationWithBody(guard, allowedTo('postpone'), {
    method: 'post',
    suffix: '/postpone',
    summary:
      'Postpone: every line moves by the same days, nights and prices kept; 409 CAPACITY_EXCEEDED when the new dates are full',
    body: postponeBodySchema,
  });
  const pay = staffRoute(guard, allowedTo('record_payment'), {
    method: 'post',
    path: '/bookings/{booking_public_id}/payments',
    tags: ['Staff bookings'],
    summary: 'Record a payment received by staff (into the payments ledger)',
    request: {
      params: bookingParams,
      headers: idempotencyHeaders,
      ...jsonBody(staffPaymentBodySchema),
    },
    responses: {
      201: jsonContent(
        recordedStaffPaymentSchema,
        'The payment and the booking afterwards (the first answer again for a repeated key)',
      ),
      400: errorResponse('A field is wrong, the amount is above the balance'),
      ...refusals,
    },
  });
  const creditNote = staffRoute(guard, allowedTo('credit_note'), {
    method: 'post',
    path: '/bookings/{booking_public_id}/credit-notes',
    tags: ['Staff bookings'],
    summary: 'Issue a credit note, numbered in sequence; never more in total than was paid',
    request: {
      params: bookingParams,
      headers: idempotencyHeaders,
      ...jsonBody(creditNoteBodySchema),
    },
    responses: {
      201: jsonContent(issuedCreditNoteSchema, 'The credit note'),
      400: errorResponse('A field is wrong, the amount is above what was paid'),
      ...refusals,
    },
  });

  const id = (c: Context<AuthEnv>) => c.req.param('booking_public_id') ?? '';
  const run = async (c: Context<AuthEnv>, step: LifecycleStep) =>
    c.json(await runLifecycleStep(deps, step, id(c), actorOf(c)), 200);
  const key = (c: { req: { valid(target: 'header'): { 'idempotency-key'?: string } } }) =>
    idempotencyKeyOf(c.req.valid('header'));

  return createAuthRouter()
    .openapi(confirm, (c) => run(c, confirmStep))
    .openapi(unconfirm, (c) => run(c, unconfirmStep))
    .openapi(checkIn, (c) => run(c, gatePassageStep('check_in', c.req.valid('json'))))
    .openapi(checkOut, (c) => run(c, gatePassageStep('check_out', c.req.valid('json'))))
    .openapi(defer, (c) => run(c, deferPaymentStep(c.req.valid('json'))))
    .openapi(foc, (c) => run(c, focStep(c.req.valid('json'))))
    .openapi(remove, (c) => run(c, deleteStep(c.req.valid('json'))))
    .openapi(reinstate, (c) => run(c, reinstateStep))
    .openapi(postpone, (c) => run(c, postponeStep(c.req.valid('json'))))
    .openapi(pay, async (c) =>
      c.json(await recordStaffPayment(deps, id(c), actorOf(c), c.req.valid('json'), key(c)), 201),
    )
    .openapi(creditNote, async (c) =>
      c.json(await issueCreditNote(deps, id(c), actorOf(c), c.req.valid('json'), key(c)), 201),
    );
}
