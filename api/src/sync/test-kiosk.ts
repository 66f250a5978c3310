/**
 * What sync tests share: registering a kiosk at a gate through the API (an administrator
 * issues the code), pulling the change feed page by page, and day-visit bookings to fill it.
 */

import { randomUUID } from 'node:crypto';
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import type { ChangeFeed, OutboxOperation, OutboxResult } from '@hifadhi/shared/schemas/sync';
import { bearer, postJson } from '../auth/test-staff';
import { bookingRequest } from '../test/booking-fixtures';

interface RequestingApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** A kiosk registered at `gate`: its public id and device token. */
export async function registerKiosk(
  app: RequestingApp,
  adminToken: string,
  gate: string,
  name = `${gate} kiosk`,
): Promise<{ device_public_id: string; device_token: string }> {
  const issued = await app.request(
    '/api/v1/devices/registration-codes',
    postJson({ gate_public_id: gate }, adminToken),
  );
  const { code } = (await issued.json()) as { code: string };
  const registered = await app.request('/api/v1/devices/register', postJson({ code, name }));
  if (registered.status !== 201) throw new Error(`Registering a kiosk: ${registered.status}`);
  return registered.json() as Promise<{ device_public_id: string; device_token: string }>;
}

/** One page of the change feed. */
export async function pull(
  app: RequestingApp,
  deviceToken: string,
  cursor?: string,
  limit = 10,
): Promise<ChangeFeed> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  const response = await app.request(`/api/v1/sync/changes?${query}`, {
    headers: bearer(deviceToken),
  });
  if (response.status !== 200) throw new Error(`Pulling changes: ${response.status}`);
  return response.json() as Promise<ChangeFeed>;
}

/** Every page of one download, from `cursor`, and the cursor to keep afterwards. */
export async function pullAll(
  app: RequestingApp,
  deviceToken: string,
  cursor?: string,
  limit = 10,
): Promise<{ pages: ChangeFeed[]; cursor: string }> {
  const pages: ChangeFeed[] = [];
  let next = cursor;
  for (;;) {
    const page = await pull(app, deviceToken, next, limit);
    pages.push(page);
    next = page.cursor;
    if (page.complete) return { pages, cursor: next };
  }
}

/** Uploads an outbox batch; the results, one per operation. */
export async function push(
  app: RequestingApp,
  deviceToken: string,
  operations: OutboxOperation[],
): Promise<OutboxResult[]> {
  const response = await app.request('/api/v1/sync/outbox', {
    method: 'POST',
    headers: bearer(deviceToken),
    body: JSON.stringify({ operations }),
  });
  if (response.status !== 200) {
    throw new Error(`Pushing the outbox: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { results: OutboxResult[] }).results;
}

/** An outbox operation with a fresh idempotency key. */
export function operation(
  kind: OutboxOperation['kind'],
  payload: Record<string, unknown>,
  device_time: string,
): OutboxOperation {
  return { idempotency_key: randomUUID(), kind, payload, device_time };
}

/**
 * A kiosk's walk-in payload for a day visit on `date`: two citizen adults (1,500 each) and a
 * 6-seater (500), Akinyi Otieno from Kenya, with `extra` fields (quoted_amount_due, destination…).
 */
export function dayVisitWalkIn(date: string, extra: Record<string, unknown> = {}) {
  return {
    booking_public_id: randomUUID(),
    check_in: date,
    check_out: date,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    first_name: 'Akinyi',
    last_name: 'Otieno',
    phone: '+254722000333',
    country: 'KE',
    ...extra,
  };
}

/** A day visit on `date`: two citizen adults in one 6-seater, no accommodation. */
export function dayVisit(
  date: string,
  overrides: Partial<PublicBookingRequestInput> = {},
): PublicBookingRequestInput {
  return bookingRequest({
    check_in: date,
    check_out: date,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    facilities: [],
    ...overrides,
  });
}
