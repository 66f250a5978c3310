import { describe, expect, it } from 'vitest';
import { listQuery } from './ResourceList';

describe('the query of a list page', () => {
  it('sends the screen’s fixed list, the set filters, the page and its size', () => {
    const query = new URLSearchParams(
      listQuery(
        { list: 'confirmed' },
        { search: 'Kamau', from: '2026-12-01', to: '', booking_status: '' },
        2,
        15,
      ),
    );
    expect([...query.entries()]).toEqual([
      ['list', 'confirmed'],
      ['search', 'Kamau'],
      ['from', '2026-12-01'],
      ['page', '2'],
      ['items', '15'],
    ]);
  });
});
