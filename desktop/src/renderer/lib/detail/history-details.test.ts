import { describe, expect, it } from 'vitest';
import { historyDetailsText } from './history-details';

describe('a history event’s details in words', () => {
  it('names each field in words, shows instants in Nairobi time and leaves out empty ones', () => {
    expect(
      historyDetailsText({
        reason: 'Guest asked to move',
        check_in: '2026-12-01',
        hold_expires_at: '2026-11-24T03:13:39.816Z',
        amount_due: 3500,
        reference: null,
        note: '',
      }),
    ).toBe(
      'reason: Guest asked to move · check in: 2026-12-01 · hold expires at: 24 Nov, 06:13 · amount due: 3500',
    );
  });

  it('shows nested values as they came', () => {
    expect(historyDetailsText({ moved: { from: '2026-12-01', to: '2026-12-03' } })).toBe(
      'moved: {"from":"2026-12-01","to":"2026-12-03"}',
    );
  });
});
