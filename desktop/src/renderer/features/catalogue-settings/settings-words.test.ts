/** The catalogue settings' shared words. spec: membership-backoffice.md §4. */
import { describe, expect, it } from 'vitest';
import { statusOptions, statusTone, statusWord } from './settings-words';

describe('settings words', () => {
  it('colour a status by whether the record is in use, paused or deleted', () => {
    expect(statusTone('active')).toBe('tag tag-success');
    expect(statusTone('suspended')).toBe('tag tag-warning');
    expect(statusTone('inactive')).toBe('tag tag-warning');
    expect(statusTone('deleted')).toBe('tag tag-error');
  });

  it('give the filter its choices with capitals', () => {
    expect(statusWord('suspended')).toBe('Suspended');
    expect(statusOptions(['active', 'deleted'])).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'deleted', label: 'Deleted' },
    ]);
  });
});
