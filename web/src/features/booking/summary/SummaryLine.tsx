/**
 * One line of the booking summary: what it is, its details, its figure (space reserved while
 * the figure is on its way), and its delete button.
 *
 * spec: public-site.md §2.9 (each line has a delete button).
 */
import type { ReactNode } from 'react';

interface SummaryLineProps {
  label: string;
  detail?: ReactNode;
  /** The formatted figure, or undefined while it is not known. */
  amount?: string;
  onDelete?: () => void;
  /** Extra action, e.g. choosing this accommodation. */
  action?: ReactNode;
}

export function SummaryLine({ label, detail, amount, onDelete, action }: SummaryLineProps) {
  return (
    <li className="summary-line">
      <div className="summary-line-text">
        <span className="summary-line-label">{label}</span>
        {detail && <span className="summary-line-detail">{detail}</span>}
        {action}
      </div>
      <span className="amount" data-amount={amount ?? ''}>
        {amount ?? (
          <span className="amount-placeholder">
            <span className="visually-hidden">Price loading</span>
          </span>
        )}
      </span>
      {onDelete && (
        <button
          type="button"
          className="icon-button delete-button"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
            />
          </svg>
        </button>
      )}
    </li>
  );
}
