/**
 * Paying a donation by bank transfer: the conservancy's account in the donation's currency
 * (else its first account), the amount, and the reference to quote — the donation's
 * `donation_ref_code` — so the transfer can be matched to it.
 *
 * spec: public-site.md §2.15 (donation payment page: card, bank or mobile), §3 "Stored
 * donation" (donation_ref_code), §9 (bank option).
 */
import type { BankAccount, CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { conservancy } from '../../lib/conservancy-contact';

interface BankTransferDetailsProps {
  accounts: readonly BankAccount[];
  /** The donation's amount, an exact decimal string in `currency`. */
  amount: string;
  currency: CurrencyCode;
  /** The donation's reference code, quoted with the transfer. */
  reference: string;
}

export function BankTransferDetails({
  accounts,
  amount,
  currency,
  reference,
}: BankTransferDetailsProps) {
  const account = accounts.find((candidate) => candidate.currency === currency) ?? accounts[0];
  return (
    <section className="payment-form" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">Pay by bank transfer</h2>
      {account ? (
        <>
          <dl className="facts" data-testid="bank-transfer">
            <div>
              <dt>Bank</dt>
              <dd>{account.bank_name}</dd>
            </div>
            <div>
              <dt>Branch</dt>
              <dd>{account.branch}</dd>
            </div>
            <div>
              <dt>Account name</dt>
              <dd>{account.account_name}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>{account.account_number}</dd>
            </div>
            <div>
              <dt>SWIFT code</dt>
              <dd>{account.swift_code}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatMoney(amount, currency)}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd>
                <strong>{reference}</strong>
              </dd>
            </div>
          </dl>
          <p className="note">
            Quote the reference {reference} with your transfer so we can match it to your donation.
            We mark the donation paid once the transfer reaches our account.
          </p>
        </>
      ) : (
        <p className="notice" role="note">
          Bank details are not available right now. Write to{' '}
          <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a>{' '}
          quoting {reference}, or pay by M-Pesa or card.
        </p>
      )}
    </section>
  );
}
