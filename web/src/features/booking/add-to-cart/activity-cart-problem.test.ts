import { describe, expect, it } from 'vitest';
import { type ActivityCartDraft, activityCartProblem } from './activity-cart-problem';

const lionTracking: ActivityCartDraft = {
  ranger_marker: false,
  check_in: '2026-12-05',
  check_out: '2026-12-06',
  date: '2026-12-05',
  adults: 2,
  children: 0,
  rangers: 0,
  extra_pax_adults: 1,
  extra_pax_children: 0,
  residency_adults: 'citizen',
  residency_children: null,
  residency_extra_adults: 'non_resident',
  residency_extra_children: null,
};

describe('activity add-to-cart checks (public-site.md §5)', () => {
  it('accepts a party with a residency for every group in it', () => {
    expect(activityCartProblem(lionTracking)).toEqual({ problem: null, fields: {} });
  });

  it('asks for the trip dates first, then the activity date, then a participant', () => {
    const empty = { ...lionTracking, check_in: '', date: '', adults: 0, extra_pax_adults: 0 };
    expect(activityCartProblem(empty).problem?.message).toBe(
      'You need a check-in and check-out date to proceed',
    );
    expect(activityCartProblem({ ...empty, check_in: '2026-12-05' }).problem).toEqual({
      title: 'Missing Data',
      message: 'You need an activity date to proceed',
    });
    expect(
      activityCartProblem({ ...empty, check_in: '2026-12-05', date: '2026-12-05' }).problem
        ?.message,
    ).toBe('Please select at least one adult or child');
  });

  it("marks each group's missing residency with 'Item is required'", () => {
    const check = activityCartProblem({
      ...lionTracking,
      children: 1,
      residency_adults: null,
      residency_extra_adults: null,
    });
    expect(check).toEqual({
      problem: null,
      fields: {
        residency_adults: 'Item is required',
        residency_children: 'Item is required',
        residency_extra_adults: 'Item is required',
      },
    });
  });

  it('counts rangers, not adults, on a ranger activity', () => {
    const escort = { ...lionTracking, ranger_marker: true, adults: 5, extra_pax_adults: 0 };
    expect(activityCartProblem(escort).problem?.message).toBe(
      'Please select at least one adult or child',
    );
    expect(activityCartProblem({ ...escort, rangers: 2 })).toEqual({ problem: null, fields: {} });
  });
});
