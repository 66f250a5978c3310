/**
 * The change feed's cursor: an opaque text (base64url JSON) the kiosk sends back unchanged.
 *
 * A download is a run of pages. Before its first page the server takes its snapshot time (see
 * `snapshot-time.ts`); the pages then go through the qualifying bookings by their stable key
 * (the booking id) after `after`, so an interrupted download resumes where it stopped (as pretix
 * resumes with `created_since`). When the last page is sent the cursor becomes `complete`:
 * the snapshot time is the next download's `since`, so a change made while paging (at or after
 * the snapshot) is sent next time, and the window and the hashes of the whole-list sections
 * sent are remembered, so unchanged sections are not sent again.
 *
 * A cursor names its gate; one from another gate is ignored (a full download follows).
 *
 * spec: api-contract.md §Staff and devices (`GET /sync/changes?cursor=…`); research
 * offline-checkin-anchors.md §1 (orders: `modified_since` from the first page's time,
 * `created_since` to resume; config lists compared as a whole).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { z } from 'zod';

/** The whole-list sections of the feed, each sent when its hash changes. */
export const wholeListSections = [
  'catalogue',
  'staff',
  'ticket_keys',
  'revocations',
  'members',
] as const;
export type WholeListSection = (typeof wholeListSections)[number];

const windowSchema = z.object({ from: z.string(), to: z.string() });
const hashesSchema = z.partialRecord(z.enum(wholeListSections), z.string());

const cursorSchema = z.object({
  v: z.literal(1),
  gate_public_id: z.string(),
  /** Changes at or after this instant (ISO) belong to the download; null: everything. */
  since: z.string().nullable(),
  /** The window of the last complete download; bookings new to the window are sent too. */
  since_window: windowSchema.nullable(),
  /** Hashes of the whole-list sections the kiosk holds. */
  hashes: hashesSchema,
  /** The download in progress, until its last page is sent. */
  round: z
    .object({
      snapshot: z.string(),
      window: windowSchema,
      /** The last booking id sent. */
      after: z.number().int(),
    })
    .nullable(),
});
export type ChangeCursor = z.infer<typeof cursorSchema>;

/** A cursor with nothing downloaded yet: the next download is a full one. */
export function initialCursor(gatePublicId: string): ChangeCursor {
  return {
    v: 1,
    gate_public_id: gatePublicId,
    since: null,
    since_window: null,
    hashes: {},
    round: null,
  };
}

/** The cursor as the kiosk carries it. */
export function encodeCursor(cursor: ChangeCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/**
 * The cursor `text` from the kiosk for gate `gatePublicId`: the initial cursor when there is
 * none or it names another gate.
 * @throws DomainError VALIDATION_FAILED on `cursor` when it cannot be read.
 */
export function decodeCursor(text: string | undefined, gatePublicId: string): ChangeCursor {
  if (text === undefined || text === '') return initialCursor(gatePublicId);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) {
    throw new DomainError('VALIDATION_FAILED', messages.syncCursorInvalid, {
      fields: { cursor: messages.syncCursorInvalid },
    });
  }
  return result.data.gate_public_id === gatePublicId ? result.data : initialCursor(gatePublicId);
}
