/**
 * The home page's call-to-action alerts: each message with its description and, where it has
 * one, a link to act on it. Laid out as a row on wide screens, stacked on phones.
 *
 * spec: public-site.md §2.4 (alerts: call-to-action messages, each with a description).
 */
import { Link } from 'react-router';
import { CALLS_TO_ACTION } from './calls-to-action';

export function CallsToAction() {
  return (
    <section className="calls-to-action" aria-label="News for visitors">
      {CALLS_TO_ACTION.map((call) => (
        <article key={call.id} className="call-to-action">
          <h2 className="call-to-action-message">{call.message}</h2>
          <p>{call.description}</p>
          {call.link && <Link to={call.link.to}>{call.link.label}</Link>}
        </article>
      ))}
    </section>
  );
}
