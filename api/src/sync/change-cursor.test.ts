import { DomainError } from '@hifadhi/shared/errors';
import { describe, expect, it } from 'vitest';
import { type ChangeCursor, decodeCursor, encodeCursor, initialCursor } from './change-cursor';

const midDownload: ChangeCursor = {
  v: 1,
  gate_public_id: 'gate-main',
  since: '2026-11-20 09:00:00.123456+00',
  since_window: { from: '2026-11-19', to: '2026-12-04' },
  hashes: { catalogue: 'abc', staff: 'def' },
  round: {
    snapshot: '2026-11-21 06:00:00.654321+00',
    window: { from: '2026-11-20', to: '2026-12-05' },
    after: 140,
  },
};

describe('the change cursor', () => {
  it('comes back as it was sent, microseconds and all', () => {
    const text = encodeCursor(midDownload);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'gate-main')).toEqual(midDownload);
  });

  it('starts a full download without a cursor, or with one from another gate', () => {
    expect(decodeCursor(undefined, 'gate-main')).toEqual(initialCursor('gate-main'));
    expect(decodeCursor('', 'gate-main').since).toBeNull();
    expect(decodeCursor(encodeCursor(midDownload), 'gate-river')).toEqual(
      initialCursor('gate-river'),
    );
  });

  it('refuses a cursor it did not give', () => {
    for (const text of ['not-a-cursor', encodeCursor({ ...midDownload, v: 2 } as never)]) {
      try {
        decodeCursor(text, 'gate-main');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).toBody()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'The cursor is not one this server gave',
          fields: { cursor: 'The cursor is not one this server gave' },
        });
      }
    }
  });
});
