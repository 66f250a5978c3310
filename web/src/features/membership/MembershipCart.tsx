/**
 * The MEMBERSHIP DETAILS cart: membership type, residence, name, price in the visitor's
 * currency, adults and children admitted, the beneficiaries (title, names, e-mail, phone, date
 * of birth, ID, Remove) and the total with the beneficiary amounts.
 *
 * spec: membership-backoffice.md §2.1 (membership cart).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Beneficiary } from '@hifadhi/shared/schemas/member';
import { formatDate } from '../../lib/format-date';
import type { PublicMembershipSetting } from './membership-queries';

/** A beneficiary line: the details, then Remove (the stylesheet belongs to the layout). */
const LINE = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
  marginBottom: '0.5rem',
} as const;

const RESIDENCE_NAMES: Record<string, string> = {
  citizen: 'Citizen',
  resident: 'Resident',
  non_resident: 'Non-resident',
};

interface MembershipCartProps {
  setting: PublicMembershipSetting | undefined;
  beneficiaries: (Beneficiary & { id: string })[];
  /** Whole units of `currency`, or null while the rates load. */
  figures: { price: number; total: number } | null;
  currency: CurrencyCode;
  onRemove: (id: string) => void;
}

export function MembershipCart({
  setting,
  beneficiaries,
  figures,
  currency,
  onRemove,
}: MembershipCartProps) {
  return (
    <aside className="summary-card" aria-labelledby="membership-cart-title">
      <h2 id="membership-cart-title">MEMBERSHIP DETAILS</h2>
      {!setting ? (
        <p>Choose a membership type.</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Membership type</dt>
              <dd>{setting.custom_name}</dd>
            </div>
            <div>
              <dt>Residence</dt>
              <dd>{RESIDENCE_NAMES[setting.residence] ?? setting.residence}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{setting.name}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd className="amount">{figures ? formatMoney(figures.price, currency) : '…'}</dd>
            </div>
            <div>
              <dt>Adults admitted</dt>
              <dd>{setting.number_of_persons - setting.number_of_children}</dd>
            </div>
            <div>
              <dt>Children admitted</dt>
              <dd>{setting.number_of_children}</dd>
            </div>
          </dl>
          {beneficiaries.length > 0 && (
            <ul className="beneficiary-list" aria-label="Beneficiaries">
              {beneficiaries.map((beneficiary) => (
                <li key={beneficiary.id} style={LINE}>
                  <span>
                    {beneficiary.title} {beneficiary.first_name} {beneficiary.sur_name},{' '}
                    {formatDate(beneficiary.dob)}
                    {beneficiary.email && `, ${beneficiary.email}`}
                    {beneficiary.phone_number && `, ${beneficiary.phone_number}`}
                    {beneficiary.id_alien_number && `, ID ${beneficiary.id_alien_number}`}
                  </span>
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={`Remove ${beneficiary.first_name} ${beneficiary.sur_name}`}
                    onClick={() => onRemove(beneficiary.id)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="summary-total">
            Total{' '}
            <strong className="amount" data-testid="membership-total">
              {figures ? formatMoney(figures.total, currency) : '…'}
            </strong>
          </p>
        </>
      )}
    </aside>
  );
}
