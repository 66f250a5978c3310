/**
 * Checks an activity before it goes into the cart, in the spec's order: check-in and check-out,
 * the activity date, at least one participant (rangers for a ranger activity); then every
 * residency category asked for must be chosen ('Item is required' on the field).
 *
 * spec: public-site.md §5 "Activity add-to-cart".
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { messages } from '@hifadhi/shared/messages';
import { type CartProblem, MISSING_DATA } from './cart-problem';

/** What the activity dialog holds when the visitor asks to add it. */
export interface ActivityCartDraft {
  ranger_marker: boolean;
  check_in: string;
  check_out: string;
  date: string;
  adults: number;
  children: number;
  rangers: number;
  extra_pax_adults: number;
  extra_pax_children: number;
  residency_adults: Residency | null;
  residency_children: Residency | null;
  residency_extra_adults: Residency | null;
  residency_extra_children: Residency | null;
}

type ResidencyField =
  | 'residency_adults'
  | 'residency_children'
  | 'residency_extra_adults'
  | 'residency_extra_children';

/** The problem to notify, or the fields to mark, or neither when the draft may be added. */
export interface ActivityCartCheck {
  problem: CartProblem | null;
  fields: Partial<Record<ResidencyField, string>>;
}

/** Checks `draft` (see the module comment). */
export function activityCartProblem(draft: ActivityCartDraft): ActivityCartCheck {
  const problem = (message: string): ActivityCartCheck => ({
    problem: { title: MISSING_DATA, message },
    fields: {},
  });
  if (!draft.check_in || !draft.check_out) return problem(messages.checkInOutRequired);
  if (!draft.date) return problem(messages.activityDateRequired);
  const participants = draft.ranger_marker
    ? draft.rangers
    : draft.adults + draft.children + draft.extra_pax_adults + draft.extra_pax_children;
  if (participants < 1) return problem(messages.atLeastOneGuest);

  const asked: [number, ResidencyField][] = draft.ranger_marker
    ? [[draft.rangers, 'residency_adults']]
    : [
        [draft.adults, 'residency_adults'],
        [draft.children, 'residency_children'],
        [draft.extra_pax_adults, 'residency_extra_adults'],
        [draft.extra_pax_children, 'residency_extra_children'],
      ];
  const fields: ActivityCartCheck['fields'] = {};
  for (const [count, field] of asked) {
    if (count > 0 && !draft[field]) fields[field] = messages.itemRequired;
  }
  return { problem: null, fields };
}
