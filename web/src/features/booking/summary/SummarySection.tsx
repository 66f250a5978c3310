/**
 * A section of the booking summary (conservation entry fees, vehicle fees, accommodation,
 * activities, donations, proof of residency): its heading, then its lines or its empty state.
 *
 * spec: public-site.md §2.9 (sections and their empty states).
 */
import type { ReactNode } from 'react';

interface SummarySectionProps {
  title: string;
  empty: string;
  children: ReactNode[];
}

export function SummarySection({ title, empty, children }: SummarySectionProps) {
  return (
    <section className="summary-section">
      <h3>{title}</h3>
      {children.length === 0 ? (
        <p className="summary-empty">{empty}</p>
      ) : (
        <ul className="summary-lines">{children}</ul>
      )}
    </section>
  );
}
