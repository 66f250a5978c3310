/**
 * Gate devices and sync on the wire: registering a kiosk at a gate, the change feed that
 * fills its replica, and the outbox of operations it made offline.
 *
 * Outbox operations carry an idempotency key the kiosk makes once (at least 128 random bits)
 * and keeps through every retry; the server applies each key once and answers a repeated key
 * with its first answer. Each operation's `payload` is checked on its own, so one bad
 * operation is answered `rejected` without refusing the rest of the batch.
 *
 * Kinds and their payloads:
 * - `check_in`: a check-in or check-out (`direction`) of a booking named by its public id, its
 *   reference, or the scanned ticket code;
 * - `walk_in_booking`: a booking made at the gate (a staff quote request plus the guest's
 *   details), priced again by the server; `booking_public_id` is made by the kiosk so later
 *   operations can name the booking before the server has seen it;
 * - `cash_payment`: cash taken at the gate towards a booking (whole units of `currency`);
 * - `receipt_printed`: a receipt printed for a booking (a copy when reprinted);
 * - `shift_opened`, `shift_closed`: a clerk's gate shift opened, and closed with its cash-up
 *   (gate-shift.ts).
 *
 * spec: api-contract.md §Staff and devices; ARCHITECTURE.md §The gate kiosk; research
 * offline-checkin-anchors.md §1 (device set-up, queue and idempotency, forced check-ins).
 */
import { z } from 'zod';
import { catalogueSchema, currencyCode } from '../catalogue/catalogue';
import { messages } from '../messages';
import { bookingPaymentSchema, bookingStatusSchema } from './booking';
import { NAME_MAX_LENGTH, proofOfResidencySchema } from './booking-form';
import {
  boundedText,
  calendarDate,
  idText,
  MAX_AMOUNT,
  maxLengths,
  optionalText,
  requiredText,
} from './common';
import { shiftClosedPayloadSchema, shiftOpenedPayloadSchema } from './gate-shift';
import { staffQuoteRequestSchema } from './quote';

const instant = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 instant' });
const publicId = z.uuid({ error: 'Must be a booking public id (UUID)' });

/** `POST /devices/registration-codes` (administrators): a code for a kiosk at this gate. */
export const registrationCodeRequestSchema = z.strictObject({
  gate_public_id: requiredText(messages.itemRequired, maxLengths.id),
});

/** The one-time code an administrator reads out or shows to the kiosk. */
export const registrationCodeSchema = z.object({
  code: z.string(),
  gate_public_id: z.string(),
  expires_at: z.string(),
});
export type RegistrationCode = z.infer<typeof registrationCodeSchema>;

/** `POST /devices/register`: the kiosk trades the code for its device token. */
export const deviceRegisterRequestSchema = z.strictObject({
  code: requiredText(messages.required, maxLengths.id),
  name: requiredText(messages.required, 80),
});

export const deviceRegisteredSchema = z.object({
  device_public_id: z.string(),
  /** The bearer token of `/sync/*`; shown once, kept only as a hash on the server. */
  device_token: z.string(),
  gate_public_id: z.string(),
  /**
   * The block of walk-in references reserved for this device: its walk-ins are numbered
   * `<prefix>-<n>` (see `walkInReference`), so a receipt printed offline keeps its reference.
   */
  walk_in_ref_prefix: z.string(),
});
export type DeviceRegistered = z.infer<typeof deviceRegisteredSchema>;

/** A registered kiosk as the devices screen lists it. */
export const deviceSchema = z.object({
  device_public_id: z.string(),
  name: z.string(),
  gate_public_id: z.string(),
  /** The gate's name in the catalogue. */
  gate_name: z.string(),
  registered_at: z.string(),
  /** The kiosk app's version it reported with its last sync (`APP_VERSION_HEADER`); null before. */
  app_version: z.string().nullable(),
  /** When the kiosk last called `/sync/*` (to the minute); null before its first sync. */
  last_sync_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

/** Days before today a staff booking's check-in may be (backdating window, staff screens). */
export const STAFF_BACKDATING_DAYS = 7;

/** Why a walk-in dated before the backdating window is refused (kiosk, before cash is taken). */
export const BACKDATED_TOO_FAR = `Check-in cannot be more than ${STAFF_BACKDATING_DAYS} days ago`;

/** The request header in which a kiosk reports its app version with every sync call. */
export const APP_VERSION_HEADER = 'X-App-Version';

/** What a valid `APP_VERSION_HEADER` looks like: a semver-like version, at most 40 characters. */
export const appVersionSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z.+-]{1,40}$/, 'An app version such as 1.4.2');

/**
 * A walk-in's reference from its device's block: `<prefix>-<n>`, n counted per device from 1
 * (e.g. `W3K-17`). Server references are 8 characters without a dash, so the two never meet.
 */
export function walkInReference(prefix: string, n: number): string {
  return `${prefix}-${n}`;
}

/** The device block prefix of a walk-in reference, or null when it is not one. */
export function walkInReferencePrefix(reference: string): string | null {
  return /^(W[0-9A-Z]+)-[1-9][0-9]{0,8}$/.exec(reference)?.[1] ?? null;
}

/**
 * Gate abilities and the feature urls of a role that grant each (one of them is enough):
 * `scan` decides a scanned code or typed reference and finds bookings (clerks and inspection
 * rangers); `check_in` records check-ins and check-outs; `walk_in` books walk-ins; `cash` and
 * `mpesa` take gate payments; `receipt` prints receipts. A user with none of them cannot sign
 * in at a kiosk; the API refuses an outbox operation whose clerk lacks its kind's ability.
 *
 * spec: staff-booking.md §6 (features gate abilities); membership-backoffice.md §2.5.
 */
export const gateAbilityFeatures = {
  scan: ['checkin', 'bookings/inspection'],
  check_in: ['checkin'],
  walk_in: ['checkin'],
  cash: ['gate-payment'],
  mpesa: ['gate-payment'],
  receipt: ['checkin', 'gate-payment'],
} as const satisfies Record<string, readonly string[]>;
export type GateAbility = keyof typeof gateAbilityFeatures;

/** Every feature url that grants some gate ability (a user needs one to sign in at a kiosk). */
export const gateFeatureUrls: readonly string[] = [
  ...new Set(Object.values(gateAbilityFeatures).flat()),
];

/** Why a user without any gate ability cannot sign in at a kiosk. */
export const NOT_GATE_STAFF = 'Only gate staff can sign in at a gate kiosk.';

/** Why an operation whose clerk lacks its ability is refused (kiosk and API). */
export function abilityMissing(ability: GateAbility): string {
  const what: Record<GateAbility, string> = {
    scan: 'check tickets',
    check_in: 'record check-ins',
    walk_in: 'book walk-ins',
    cash: 'take cash',
    mpesa: 'take M-Pesa payments',
    receipt: 'print receipts',
  };
  return `Your role may not ${what[ability]} at the gate.`;
}

/** The gate abilities the feature urls `features` grant, in `gateAbilityFeatures` order. */
export function gateAbilities(features: Iterable<string>): GateAbility[] {
  const held = new Set(features);
  return (Object.keys(gateAbilityFeatures) as GateAbility[]).filter((ability) =>
    gateAbilityFeatures[ability].some((url) => held.has(url)),
  );
}

export const outboxKinds = [
  'check_in',
  'walk_in_booking',
  'cash_payment',
  'receipt_printed',
  'shift_opened',
  'shift_closed',
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/** Who at the gate made the operation (signed in offline): a staff user's public id. */
const clerkPublicId = optionalText(maxLengths.id);

/** Payload of a `check_in` operation: at least one way to name the booking. */
export const checkInPayloadSchema = z
  .strictObject({
    direction: z.enum(['check_in', 'check_out']),
    booking_public_id: publicId.optional(),
    booking_ref_code: idText.trim().min(1).optional(),
    /** The scanned ticket code, when the guests showed their QR. */
    ticket_code: boundedText(maxLengths.text).trim().min(1).optional(),
    clerk_public_id: clerkPublicId,
  })
  .refine(
    (value) => value.booking_public_id ?? value.booking_ref_code ?? value.ticket_code,
    'Name the booking: booking_public_id, booking_ref_code or ticket_code',
  );
export type CheckInPayload = z.infer<typeof checkInPayloadSchema>;

/** Payload of a `walk_in_booking` operation: the cart and who the guests are. */
export const walkInBookingPayloadSchema = staffQuoteRequestSchema.safeExtend({
  booking_public_id: publicId,
  /**
   * The reference printed on the receipt, from the device's block (`walkInReference`); the
   * server keeps it. Absent (older kiosks): the server draws one.
   */
  booking_ref_code: idText
    .trim()
    .refine((value) => walkInReferencePrefix(value) !== null, 'Must be a walk-in reference')
    .optional(),
  first_name: requiredText(messages.required, NAME_MAX_LENGTH),
  last_name: requiredText(messages.required, NAME_MAX_LENGTH),
  phone: requiredText(messages.required, maxLengths.phone),
  email: optionalText(maxLengths.email),
  /** ISO 3166 alpha-2 code of the guests' country. */
  country: requiredText(messages.countryRequired, maxLengths.name),
  city: optionalText(maxLengths.name),
  /** Vehicle registration number. */
  mode_registration: optionalText(maxLengths.id),
  /** Destination public id the guests are bound for (staff-booking.md §2.1, §3.1). */
  destination: optionalText(maxLengths.id),
  /** Proofs of residency taken at the gate (§2.7, §3.11); incomplete entries are left out. */
  proof_of_residency: proofOfResidencySchema,
  /** What the kiosk quoted the guests (whole units): a different server figure is flagged. */
  quoted_amount_due: z
    .number()
    .int()
    .nonnegative()
    .max(MAX_AMOUNT, messages.amountMaximum(MAX_AMOUNT))
    .nullish()
    .transform((value) => value ?? null),
  clerk_public_id: clerkPublicId,
});
export type WalkInBookingPayload = z.infer<typeof walkInBookingPayloadSchema>;

/** Payload of a `cash_payment` operation: whole units of `currency`. */
export const cashPaymentPayloadSchema = z.strictObject({
  booking_public_id: publicId,
  amount: z
    .number()
    .int('Must be a whole number')
    .min(1, messages.amountMinimum)
    .max(MAX_AMOUNT, messages.amountMaximum(MAX_AMOUNT)),
  currency: currencyCode,
  clerk_public_id: clerkPublicId,
});
export type CashPaymentPayload = z.infer<typeof cashPaymentPayloadSchema>;

/** Payload of a `receipt_printed` operation. */
export const receiptPrintedPayloadSchema = z.strictObject({
  booking_public_id: publicId,
  /** True when this print is a copy of a receipt printed before. */
  copy: z.boolean().default(false),
  clerk_public_id: clerkPublicId,
  /** The number printed on the receipt: the kiosk's own sequence, the same on its copies. */
  receipt_number: z.string().min(1).max(40).optional(),
});
export type ReceiptPrintedPayload = z.infer<typeof receiptPrintedPayloadSchema>;

/** The gate ability the clerk of each kind of operation needs. */
export const outboxKindAbility = {
  check_in: 'check_in',
  walk_in_booking: 'walk_in',
  cash_payment: 'cash',
  receipt_printed: 'receipt',
  shift_opened: 'cash',
  shift_closed: 'cash',
} as const satisfies Record<OutboxKind, GateAbility>;

/** The payload schema of each kind. */
export const outboxPayloadSchemas = {
  check_in: checkInPayloadSchema,
  walk_in_booking: walkInBookingPayloadSchema,
  cash_payment: cashPaymentPayloadSchema,
  receipt_printed: receiptPrintedPayloadSchema,
  shift_opened: shiftOpenedPayloadSchema,
  shift_closed: shiftClosedPayloadSchema,
} as const satisfies Record<OutboxKind, z.ZodType>;

const IDEMPOTENCY_KEY_RULE = 'Idempotency key must be 16–128 of A–Z a–z 0–9 _ -';

/** One outbox entry; its payload is checked against its kind when it is applied. */
export const outboxOperationSchema = z.strictObject({
  idempotency_key: z
    .string()
    .max(128, IDEMPOTENCY_KEY_RULE)
    .regex(/^[A-Za-z0-9_-]{16,128}$/, IDEMPOTENCY_KEY_RULE),
  kind: z.enum(outboxKinds),
  payload: z.record(idText, z.unknown()),
  /** When it happened on the kiosk's clock. */
  device_time: instant,
});
export type OutboxOperation = z.infer<typeof outboxOperationSchema>;

/** Most operations one upload may carry. */
export const OUTBOX_BATCH_MAX = 200;

/** `POST /sync/outbox`. */
export const outboxRequestSchema = z.strictObject({
  operations: z.array(outboxOperationSchema).min(1).max(OUTBOX_BATCH_MAX),
});
export type OutboxRequest = z.infer<typeof outboxRequestSchema>;

/**
 * What became of an operation: `applied`; `forced` (applied, but it conflicts with what the
 * server knew: a ticket already used elsewhere, a cancelled or unpaid booking; listed for
 * review); `rejected` (it could not be applied at all; listed for review, never dropped).
 */
export const outboxStatuses = ['applied', 'forced', 'rejected'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxResultSchema = z.object({
  idempotency_key: z.string(),
  kind: z.enum(outboxKinds),
  status: z.enum(outboxStatuses),
  /** What the server made of it (see each kind); null when rejected. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why it was rejected, in the one error shape; null otherwise. */
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      messages: z.array(z.string()).optional(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
  /** When the server first received it. */
  received_at: z.string(),
});
export type OutboxResult = z.infer<typeof outboxResultSchema>;

/** `200` answer of `POST /sync/outbox`: one result per operation, in order. */
export const outboxResponseSchema = z.object({ results: z.array(outboxResultSchema) });

/** A check-in event as the replica keeps it. */
export const replicaCheckInSchema = z.object({
  check_in_public_id: z.string(),
  direction: z.enum(['check_in', 'check_out']),
  gate_public_id: z.string(),
  device_public_id: z.string().nullable(),
  /** When it happened at the gate (the kiosk's clock). */
  device_time: z.string(),
  server_time: z.string(),
  forced: z.boolean(),
});
export type ReplicaCheckIn = z.infer<typeof replicaCheckInSchema>;

const wholeUnits = z.number().int();

/**
 * What the member's discount took off a booking line (whole units; `amount` is after it), so a
 * receipt can print the line's price before it; absent when nothing.
 */
const lineMemberDiscount = wholeUnits.optional();

/**
 * A booking as the kiosk's replica keeps it: what the gate decides on (`GateBooking` of
 * check-in/decide-scan.ts), shows and prints. Money is whole units of `currency`.
 */
export const replicaBookingSchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  source: z.enum(['public', 'staff', 'gate']),
  booking_status: bookingStatusSchema,
  booking_payment_status: z.string(),
  currency: currencyCode,
  check_in_date: calendarDate,
  check_out_date: calendarDate,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  entry_point: z.string().nullable(),
  mode_registration: z.string().nullable(),
  partner_public_id: z.string().nullable(),
  guest_total: z.number().int().nonnegative(),
  total_cost: wholeUnits,
  amount_due: wholeUnits,
  booking_payment_balance: wholeUnits,
  /**
   * The membership number of the member whose discounts priced it (receipts print it); absent
   * when no member did.
   */
  member_reference_number: z.string().optional(),
  guests: z.array(
    z.object({
      payment_public_id: z.string(),
      payment_person: z.string(),
      payment_guests: z.number().int(),
      amount: wholeUnits,
      member_discount: lineMemberDiscount,
    }),
  ),
  vehicles: z.array(
    z.object({
      vehicle_public_id: z.string(),
      vehicle_charge_category: z.string(),
      vehicles: z.number().int(),
      amount: wholeUnits,
    }),
  ),
  facility_bookings: z.array(
    z.object({
      facility_booking_public_id: z.string(),
      facility_public_id: z.string(),
      facility_name: z.string(),
      start_date: calendarDate,
      end_date: calendarDate,
      adults: z.number().int(),
      children: z.number().int(),
      number_of_rooms: z.number().int(),
      amount: wholeUnits,
      member_discount: lineMemberDiscount,
    }),
  ),
  inventory_bookings: z.array(
    z.object({
      inventory_booking_public_id: z.string(),
      activity_public_id: z.string(),
      inventory_name: z.string(),
      date: calendarDate,
      adults: z.number().int(),
      children: z.number().int(),
      /** Rangers of a ranger activity (ranger_marker); absent in replicas synced before. */
      rangers: z.number().int().optional(),
      amount: wholeUnits,
      member_discount: lineMemberDiscount,
    }),
  ),
  payments: z.array(bookingPaymentSchema),
  check_ins: z.array(replicaCheckInSchema),
  /** The booking's current ticket code (for reprinting its QR); null until paid or on account. */
  ticket_code: z.string().nullable(),
  /**
   * The notes of its unresolved alerts, oldest first (e.g. a walk-in that matched a booking
   * ban), shown with the gate's decision; absent when it has none.
   */
  active_alerts: z.array(z.string()).optional(),
  /**
   * True when the partner pays on account (staff booking `payment_period` 1): the gate admits
   * it without taking its balance (`GateBooking.on_account`); absent otherwise.
   */
  on_account: z.boolean().optional(),
});
export type ReplicaBooking = z.infer<typeof replicaBookingSchema>;

/** A staff user the kiosk may sign in offline: an argon2id verifier of their password. */
export const staffVerifierSchema = z.object({
  public_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  user_type: z.string(),
  user_type_id: z.string(),
  /** Urls of the features of their role. */
  features: z.array(z.string()),
  /** argon2id PHC string; verify the typed password against it. */
  verifier: z.string(),
});
export type StaffVerifier = z.infer<typeof staffVerifierSchema>;

/**
 * A member as a kiosk keeps it to price a walk-in offline: the member's number and name, the
 * membership level with its three discounts (percent, decimal strings), whether it is paid and
 * its last day in force. Deleted members are not sent (the list replaces the kiosk's).
 * spec: membership-backoffice.md §3 (Member), §2.2 (membership discounts); staff-booking.md §2.1.
 */
export const replicaMemberSchema = z.object({
  member_public_id: z.string(),
  member_reference_number: z.string(),
  first_name: z.string(),
  sur_name: z.string(),
  /** The membership setting's name, e.g. 'Family Citizen'. */
  membership: z.string(),
  entry_discount: z.string(),
  accommodation_discount: z.string(),
  activity_discount: z.string(),
  payment_status: z.boolean(),
  expiry_date: calendarDate.nullable(),
});
export type ReplicaMember = z.infer<typeof replicaMemberSchema>;

/** The catalogue a kiosk prices walk-ins and prints receipts from, with the rates in force. */
export const replicaCatalogueSchema = catalogueSchema
  .pick({
    conservancy: true,
    currencies: true,
    destinations: true,
    entry_modes: true,
    gates: true,
    conservation_fees: true,
    vehicle_fees: true,
    pricing_groups: true,
    facilities: true,
    pick_up_locations: true,
    activities: true,
    causes: true,
  })
  .extend({
    /**
     * The conservation and vehicle fee schedules, every destination's (pricing/fee-schedules.ts):
     * with them the fees above are the catalogue's own amounts and a walk-in is priced day by day
     * at its destination offline; absent (a replica synced before they were sent): the fees
     * above are the amounts in force on the sync's day.
     */
    fee_schedules: z
      .array(
        z.object({
          fee_kind: z.enum(['conservation', 'vehicle']),
          fee_public_id: z.string(),
          destination_public_id: z.string().nullable(),
          effective_from: z.string(),
          amount: z.string(),
          currency: currencyCode,
        }),
      )
      .optional(),
  });
export type ReplicaCatalogue = z.infer<typeof replicaCatalogueSchema>;

/**
 * `GET /sync/changes?cursor=…`: one page of changes. Call again with `cursor` until
 * `complete`, then keep the last cursor for the next sync. The whole-list sections
 * (`catalogue`, `staff`, `ticket_keys`, `revocations`, `members`) come on the first page of a download
 * when they differ from what the cursor's download had, and replace the kiosk's copy; null
 * means unchanged. `bookings` replace the replica's copies (the kiosk also drops bookings that
 * no longer touch `window`).
 */
export const changeFeedSchema = z.object({
  cursor: z.string(),
  complete: z.boolean(),
  /** The bookings' window: yesterday to 14 days ahead (Africa/Nairobi). */
  window: z.object({ from: calendarDate, to: calendarDate }),
  changes: z.object({
    catalogue: replicaCatalogueSchema.nullable(),
    staff: z.array(staffVerifierSchema).nullable(),
    ticket_keys: z
      .array(z.object({ key_id: z.string(), public_key: z.string(), revoked: z.boolean() }))
      .nullable(),
    revocations: z
      .array(
        z.object({
          booking_ref_code: z.string(),
          issued_at: z.string().optional(),
          reason: z.enum(['reissued', 'cancelled']),
        }),
      )
      .nullable(),
    bookings: z.array(replicaBookingSchema),
    /** The members a kiosk prices walk-ins for (whole list); absent from older servers. */
    members: z.array(replicaMemberSchema).nullish(),
    removed_booking_public_ids: z.array(z.string()),
  }),
});
export type ChangeFeed = z.infer<typeof changeFeedSchema>;
