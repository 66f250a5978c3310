/**
 * A page that is not built yet (another task builds it): its title and a note that it is
 * coming, with a way back to booking.
 *
 * spec: public-site.md §2.1 (Support Us, volunteer programmes, membership, login).
 */
import { useEffect } from 'react';
import { Link } from 'react-router';

export function ComingSoonPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} — Kijani Conservancy`;
  }, [title]);
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p>This page is coming soon. In the meantime you can book your visit.</p>
      <Link className="button" to="/index">
        Book a visit
      </Link>
    </section>
  );
}
