/**
 * The privacy policy (`privacy-policy`, linked from the footer): what the site collects for
 * bookings, donations, volunteer applications and memberships, why, who receives it (the
 * M-Pesa and card payment providers), how long it is kept, and how to reach the conservancy.
 *
 * spec: public-site.md §2.3 (footer: privacy policy), §3 (the fields the forms collect).
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { conservancy } from '../../lib/conservancy-contact';

export function PrivacyPolicyPage() {
  useEffect(() => {
    document.title = `Privacy policy — ${conservancy.name}`;
  }, []);
  return (
    <section className="page narrow terms">
      <h1>Privacy policy</h1>
      <h2>What we collect</h2>
      <p>
        When you book, donate, apply to a programme or become a member we collect your name, e-mail,
        phone, country and city, and what the form asks for: dates of birth, ID or passport numbers
        for proof of residency and applications, and your beneficiaries’ details.
      </p>
      <h2>Why</h2>
      <p>
        To make and confirm your booking, apply the conservation fees of your residency, take your
        payment, send your receipts and confirmations, and contact you in the ways you chose.
      </p>
      <h2>Who receives it</h2>
      <p>
        Your phone number goes to M-Pesa when you pay by M-Pesa; your e-mail goes to the card
        provider when you pay by card. We do not sell your data or share it with anyone else.
      </p>
      <h2>How long we keep it</h2>
      <p>
        As long as the conservancy’s accounts must be kept; you may ask us to correct or delete what
        we no longer need.
      </p>
      <h2>Contact</h2>
      <p>
        Call {conservancy.contactPhone} or write to{' '}
        <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a>. See
        also the <Link to="/pt&c">terms and conditions</Link>.
      </p>
    </section>
  );
}
