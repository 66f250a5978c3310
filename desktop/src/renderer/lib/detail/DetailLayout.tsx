/**
 * The one detail pattern of the back office: a back link to the list, the record's title and
 * status tags, its facts, its sections (each a panel) and its history, oldest first. Actions a
 * screen offers go in `actions`.
 *
 * spec: ARCHITECTURE.md §"The staff application" (a detail with the record's history).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Fact {
  label: string;
  value: ReactNode;
  /** A test id for the figure, for journeys that compare it with the API. */
  testId?: string;
}

interface DetailLayoutProps {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  tags?: ReactNode;
  facts: Fact[];
  actions?: ReactNode;
  children: ReactNode;
}

export function DetailLayout({
  backTo,
  backLabel,
  title,
  tags,
  facts,
  actions,
  children,
}: DetailLayoutProps) {
  return (
    <article className="detail">
      <p>
        <Link to={backTo}>← {backLabel}</Link>
      </p>
      <header className="detail-head">
        <h1>{title}</h1>
        {tags && <div className="detail-tags">{tags}</div>}
      </header>
      <section className="panel">
        <dl className="facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {actions && <div className="button-row">{actions}</div>}
      </section>
      {children}
    </article>
  );
}
