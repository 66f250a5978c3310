/**
 * The back office's header: the Menu button (phones), the app's name and version, the user
 * type label, the currency menu with the current currency, the user's name and Logout.
 *
 * spec: membership-backoffice.md §2.7 (user type label, latest version label, currency menu,
 * current currency, user name and Logout).
 */
import type { CurrentUser } from '@hifadhi/shared/schemas/auth';
import { useId } from 'react';
import { DISPLAY_CURRENCIES, type DisplayCurrency, useDisplayCurrency } from './display-currency';

interface StaffHeaderProps {
  user: CurrentUser | undefined;
  /** False in the kiosk, whose own header shows the user and Sign out. */
  showAccount: boolean;
  menuOpen: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

export function StaffHeader({
  user,
  showAccount,
  menuOpen,
  onToggleMenu,
  onLogout,
}: StaffHeaderProps) {
  const [currency, setCurrency] = useDisplayCurrency();
  const currencyId = useId();
  return (
    <header className="staff-header">
      <button
        type="button"
        className="button button-light staff-menu-button"
        aria-controls="staff-menu"
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      >
        Menu
      </button>
      <div className="staff-brand">
        <span className="header-title">Hifadhi</span>
        <span className="staff-version" data-testid="app-version">
          v{__APP_VERSION__}
        </span>
      </div>
      {user && (
        <span className="staff-user-type" data-testid="user-type">
          {user.user.user_type}
        </span>
      )}
      <div className="staff-header-end">
        <label className="staff-currency" htmlFor={currencyId}>
          <span>Currency</span>
          <select
            id={currencyId}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as DisplayCurrency)}
          >
            {DISPLAY_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        {showAccount && user && (
          <span className="staff-user-name" data-testid="user-name">
            {user.user.full_name}
          </span>
        )}
        {showAccount && (
          <button type="button" className="button button-light" onClick={onLogout}>
            Logout
          </button>
        )}
      </div>
    </header>
  );
}
