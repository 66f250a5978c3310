/**
 * The home page's call-to-action alerts, as staff keep them: each message with its
 * description and, where it has one, a link to act on it. Laid out as a row on wide screens,
 * stacked on phones; nothing shows while they load or when none could be read.
 *
 * spec: public-site.md §2.4 (alerts: call-to-action messages, each with a description).
 */
import { Link } from 'react-router';
import { useCallsToAction } from './content-queries';

export function CallsToAction() {
  const calls = useCallsToAction();
  if (!calls.data?.length) return null;
  return (
    <section className="calls-to-action" aria-label="News for visitors">
      {calls.data.map((call) => (
        <article key={call.public_id} className="call-to-action">
          <h2 className="call-to-action-message">{call.message}</h2>
          <p>{call.description}</p>
          {call.link_path && call.link_label && <Link to={call.link_path}>{call.link_label}</Link>}
        </article>
      ))}
    </section>
  );
}
