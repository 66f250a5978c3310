import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists only the fields that differ, with before and after as text', () => {
    expect(
      changedFields(
        { salesforce_id: null, payment_status: false, town: 'Nanyuki', family: [{ a: 1 }] },
        { salesforce_id: 'SF-1', payment_status: true, town: 'Nanyuki', family: [{ a: 1 }] },
      ),
    ).toEqual([
      { field: 'salesforce_id', before: '—', after: 'SF-1' },
      { field: 'payment_status', before: 'false', after: 'true' },
    ]);
  });

  it('shows every field of a created record', () => {
    expect(changedFields(null, { code: 'KARIBU' })).toEqual([
      { field: 'code', before: '—', after: 'KARIBU' },
    ]);
  });
});
