/**
 * The public ticket keys kept on the phone: fetched from `GET /inspections/ticket-keys` while
 * online and saved in the browser's localStorage with the time they were saved, so the ranger's
 * phone verifies ticket signatures later without the network. What is stored is checked when
 * read back; anything else counts as no keys.
 *
 * spec: research offline-checkin-anchors.md §1 (verifiable offline with the public key alone).
 */
import type { TicketPublicKey } from '@hifadhi/shared/tickets/ticket-code';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { staffGet } from '../../lib/staff-api';

const STORAGE_KEY = 'hifadhi.ticket-keys';

const storedSchema = z.object({
  keys: z.array(
    z.object({ key_id: z.string(), public_key: z.string(), revoked: z.boolean().optional() }),
  ),
  /** ISO 8601 instant. */
  saved_at: z.string(),
});
export type StoredTicketKeys = z.infer<typeof storedSchema>;

/** The keys saved in `storage`, or null when there are none (or they are unreadable). */
export function storedTicketKeys(storage: Storage = localStorage): StoredTicketKeys | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves `keys` in `storage` as of `now`; the saved record. */
export function keepTicketKeys(
  keys: TicketPublicKey[],
  now: Date,
  storage: Storage = localStorage,
): StoredTicketKeys {
  const stored = { keys, saved_at: now.toISOString() };
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/**
 * The phone's ticket keys: downloaded and saved when the API answers, else the ones saved
 * before (read once per screen, so the same keys are handed on each render; null when there
 * never were any).
 */
export function useTicketKeys(): StoredTicketKeys | null {
  const fetched = useQuery({
    queryKey: ['inspections', 'ticket-keys'],
    queryFn: async () =>
      keepTicketKeys(
        (await staffGet<{ keys: TicketPublicKey[] }>('/inspections/ticket-keys')).keys,
        new Date(),
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const stored = useMemo(() => storedTicketKeys(), []);
  return fetched.data ?? stored;
}
