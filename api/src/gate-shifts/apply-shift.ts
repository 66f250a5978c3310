/**
 * Applies the `shift_opened` and `shift_closed` outbox operations to `gate_shifts`, inside the
 * outbox's transaction (so each key applies once and a repeated upload answers its first
 * result). Either may arrive first: the opening inserts the shift or leaves it be; the closing
 * inserts or completes it with the kiosk's figures. A second closing of a shift already closed
 * (another key) changes nothing and is recorded `forced` for review; a shift id another kiosk
 * already used is refused.
 *
 * spec: issue 17 item 4 (gate cash-up); research offline-checkin-anchors.md §1 (closings
 * uploaded per device).
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  shiftClosedPayloadSchema,
  shiftOpenedPayloadSchema,
} from '@hifadhi/shared/schemas/gate-shift';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { gateShifts } from '../db/schema/gate-shifts';
import { clerkId } from '../sync/clerk';
import type { OperationApplier, OperationContext } from '../sync/outbox-operation';

type ShiftRow = typeof gateShifts.$inferSelect;

const OTHER_DEVICE = 'This shift id belongs to another kiosk.';

/** The shift `shiftPublicId`, locked; refuses one another device opened. */
async function lockedShift(
  tx: Transaction,
  context: OperationContext,
  shiftPublicId: string,
): Promise<ShiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(gateShifts)
    .where(eq(gateShifts.shift_public_id, shiftPublicId))
    .for('update');
  if (row && row.device_id !== context.device.device_id) {
    throw new DomainError('CONFLICT', OTHER_DEVICE);
  }
  return row;
}

/**
 * `shift_opened` (see the module comment).
 * @throws ZodError for a malformed payload; DomainError CONFLICT for another kiosk's shift id.
 */
export const applyShiftOpened: OperationApplier = {
  within: 'transaction',
  apply: async (tx, context, raw) => {
    const payload = shiftOpenedPayloadSchema.parse(raw);
    const known = await lockedShift(tx, context, payload.shift_public_id);
    if (!known) {
      await tx.insert(gateShifts).values({
        shift_public_id: payload.shift_public_id,
        device_id: context.device.device_id,
        gate_public_id: context.device.gate_public_id,
        clerk_public_id: payload.clerk_public_id,
        clerk_id: await clerkId(tx, payload.clerk_public_id),
        opened_at: new Date(payload.opened_at),
        opened_key: context.idempotency_key,
        received_at: context.now,
      });
    } else if (known.opened_key === null) {
      await tx
        .update(gateShifts)
        .set({ opened_key: context.idempotency_key })
        .where(eq(gateShifts.id, known.id));
    }
    return { status: 'applied', result: { shift_public_id: payload.shift_public_id } };
  },
};

/**
 * `shift_closed` (see the module comment).
 * @throws ZodError for a malformed payload; DomainError CONFLICT for another kiosk's shift id.
 */
export const applyShiftClosed: OperationApplier = {
  within: 'transaction',
  apply: async (tx, context, raw) => {
    const payload = shiftClosedPayloadSchema.parse(raw);
    const known = await lockedShift(tx, context, payload.shift_public_id);
    const result = {
      shift_public_id: payload.shift_public_id,
      cash: payload.cash,
    };
    if (known?.closed_key) {
      return {
        status: 'forced',
        result: { ...result, reason: 'This shift was closed before; the first closing stands.' },
      };
    }
    const closing = {
      closed_at: new Date(payload.closed_at),
      takings: payload.takings,
      cash: payload.cash,
      payment_public_ids: payload.payment_public_ids,
      note: payload.note,
      closed_key: context.idempotency_key,
    };
    if (known) {
      await tx.update(gateShifts).set(closing).where(eq(gateShifts.id, known.id));
    } else {
      await tx.insert(gateShifts).values({
        ...closing,
        shift_public_id: payload.shift_public_id,
        device_id: context.device.device_id,
        gate_public_id: context.device.gate_public_id,
        clerk_public_id: payload.clerk_public_id,
        clerk_id: await clerkId(tx, payload.clerk_public_id),
        opened_at: new Date(payload.opened_at),
        received_at: context.now,
      });
    }
    return { status: 'applied', result };
  },
};
