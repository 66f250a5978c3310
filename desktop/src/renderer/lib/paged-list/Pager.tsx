/**
 * A list's pages: which page of how many, how many records in all, Previous and Next.
 *
 * spec: staff-booking.md §9 (page sizes); membership-backoffice.md §7 (?page&items).
 */

interface PagerProps {
  page: number;
  items: number;
  /** Records on the first page when it differs from `items` (logs: 20 then 30). */
  firstItems?: number;
  total: number;
  /** What the list counts, one and many ('booking', 'bookings'). */
  noun: { one: string; many: string };
  onPage(page: number): void;
}

export function Pager({ page, items, firstItems = items, total, noun, onPage }: PagerProps) {
  const pages = 1 + Math.max(0, Math.ceil((total - firstItems) / items));
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span data-testid="pager-status">
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? noun.one : noun.many}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
