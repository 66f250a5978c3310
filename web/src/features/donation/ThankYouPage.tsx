/**
 * The thank-you pages after a paid donation, volunteer application or membership
 * (`success/donation`, `success/volunteer`, `success/membership`), with the conservancy's
 * contact for questions.
 *
 * spec: public-site.md §2.1 (success pages), §2.3 (contact shown on confirmation pages), §2.15.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { conservancy } from '../../lib/conservancy-contact';

/** What was paid for. */
export type ThankYouKind = 'donation' | 'volunteer' | 'membership';

const TEXTS: Record<ThankYouKind, { title: string; lead: string }> = {
  donation: {
    title: 'Thank you for your donation',
    lead: 'Your donation has been received. A receipt is on its way to your e-mail.',
  },
  volunteer: {
    title: 'Thank you for applying',
    lead: 'Your programme fee has been received. We will e-mail you the joining details.',
  },
  membership: {
    title: 'Welcome, member',
    lead: 'Your membership is paid. Your membership details are on their way to your e-mail.',
  },
};

export function ThankYouPage({ kind }: { kind: ThankYouKind }) {
  const text = TEXTS[kind];
  useEffect(() => {
    document.title = `${text.title} — ${conservancy.name}`;
  }, [text]);
  return (
    <section className="page narrow confirmed">
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        Questions? Call {conservancy.contactPhone} or write to{' '}
        <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a>.
      </p>
      <Link className="button primary" to="/index">
        Back to the home page
      </Link>
    </section>
  );
}
