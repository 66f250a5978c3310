/**
 * The public header: the conservancy's mark, the links Home, Support Us, Immersive
 * Conservation Experience, Become a Member and Login (folded behind a Menu button on phones),
 * and the currency menu except on payment pages.
 *
 * spec: public-site.md §2.3.
 */
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { conservancy } from '../lib/conservancy-contact';
import { isPaymentRoute } from '../lib/payment-routes';
import { CurrencyMenu } from './CurrencyMenu';

const LINKS = [
  { to: '/index', label: 'Home' },
  { to: '/support-us', label: 'Support Us' },
  { to: '/immersive-conservation-experiences', label: 'Immersive Conservation Experience' },
  { to: '/membership-registration', label: 'Become a Member' },
  { to: '/login', label: 'Login' },
];

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to="/index" className="brand">
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>{conservancy.name}</span>
        </Link>
        {!isPaymentRoute(pathname) && <CurrencyMenu />}
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </div>
      <nav id={navId} aria-label="Main" className={`site-nav${menuOpen ? ' is-open' : ''}`}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
