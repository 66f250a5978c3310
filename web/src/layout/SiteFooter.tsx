/**
 * The public footer: copyright and credits, the privacy policy, and the conservancy's contact
 * phone and reservations e-mail.
 *
 * spec: public-site.md §2.3 (footer links: copyright and credits, privacy policy, contact).
 */
import { Link } from 'react-router';
import { conservancy } from '../lib/conservancy-contact';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <address className="footer-contact">
        <strong>Contact {conservancy.name}</strong>
        <a href={`tel:${conservancy.contactPhone.replaceAll(' ', '')}`}>
          {conservancy.contactPhone}
        </a>
        <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a>
      </address>
      <p className="footer-links">
        <Link to="/privacy-policy">Privacy policy</Link>
        <span>
          © {new Date().getFullYear()} {conservancy.name}. Illustrations and site by the
          conservancy's team.
        </span>
      </p>
    </footer>
  );
}
