/**
 * The donation payment page (`support-us-payment/{donation_ref_code}`): the donation (reference,
 * donor, cause, amount in its currency) and how to pay it, by the method chosen on the form:
 * Bank shows the conservancy's account and the reference to quote (M-Pesa and card stay
 * offered below, opened after a card return without a result), Card opens on the card form,
 * Mpesa on the M-Pesa form. Once the donation reads `paid` 1 the visitor goes to the donation
 * thank-you page.
 *
 * spec: public-site.md §2.15 (card, bank or mobile), §3 "Stored donation", §4 Donation (paid
 * equals 1 → thank-you; after a payment request the confirm button appears; confirming
 * reloads the donation).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { apiGet } from '../../lib/api-client';
import { reloadQuery } from '../../lib/use-api-query';
import { useLookups } from '../catalogue/catalogue-queries';
import { BankTransferDetails } from './BankTransferDetails';
import { donationPath, type StoredDonation, useDonation } from './donation-queries';
import { PayablePayment } from './PayablePayment';
import { useLinkToken, useReturnedCardPayment, withLinkToken } from './payable-requests';

const THANK_YOU = '/success/donation';

export function DonationPaymentPage() {
  const { donationRefCode = '' } = useParams();
  const navigate = useNavigate();
  const donation = useDonation(donationRefCode);
  const linkToken = useLinkToken();
  const returnedCard = useReturnedCardPayment();
  const data = donation.data;
  const bankAccounts = useLookups().data?.bank_accounts;

  useEffect(() => {
    document.title = 'Pay your donation — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (data?.paid === 1) navigate(THANK_YOU, { replace: true });
  }, [data, navigate]);

  if (!data) {
    return (
      <section className="page narrow">
        <h1>Pay your donation</h1>
        {donation.error ? (
          <>
            <p role="alert">{donation.error.message}</p>
            <Link className="button" to="/support-us">
              Back to Support Us
            </Link>
          </>
        ) : (
          <Spinner label="Loading the donation" />
        )}
      </section>
    );
  }

  const path = donationPath(donationRefCode);
  const confirm = async () => {
    const readPath = withLinkToken(path, linkToken);
    const fresh = await apiGet<StoredDonation>(readPath);
    reloadQuery(readPath);
    if (fresh.paid !== 1) return false;
    navigate(THANK_YOU, { replace: true });
    return true;
  };

  return (
    <section className="page narrow">
      <h1>Pay your donation</h1>
      <dl className="facts">
        <div>
          <dt>Donation reference</dt>
          <dd>{data.donation_ref_code}</dd>
        </div>
        <div>
          <dt>Donor</dt>
          <dd>{data.full_name ?? data.first_name}</dd>
        </div>
        {data.cause && (
          <div>
            <dt>Donating to</dt>
            <dd>{data.cause}</dd>
          </div>
        )}
        <div>
          <dt>Amount</dt>
          <dd className="amount" data-testid="donation-amount">
            {formatMoney(data.amount, data.currency)}
          </dd>
        </div>
      </dl>
      {data.payment_method === 'Bank' ? (
        <>
          {bankAccounts ? (
            <BankTransferDetails
              accounts={bankAccounts}
              amount={data.amount}
              currency={data.currency}
              reference={data.donation_ref_code}
            />
          ) : (
            <Spinner label="Loading the bank details" />
          )}
          <details className="form-section" open={returnedCard !== null}>
            <summary>Pay by M-Pesa or card instead</summary>
            <PayablePayment
              payablePath={path}
              defaultEmail={data.email ?? ''}
              onConfirm={confirm}
            />
          </details>
        </>
      ) : (
        <PayablePayment
          payablePath={path}
          defaultEmail={data.email ?? ''}
          onConfirm={confirm}
          initialMode={data.payment_method === 'Card' ? 'Card' : 'Mpesa'}
        />
      )}
    </section>
  );
}
