/**
 * The membership payment page (`membership-payment/{member_reference_number}`): the member,
 * membership, beneficiaries and amount in its currency, and the payment panel (M-Pesa or
 * card). Once the member reads `payment_status` true the visitor goes to the membership
 * success page.
 *
 * spec: public-site.md §2.1 (membership payment, success/membership); membership-backoffice.md
 * §2.6 (a public member signup goes to the membership payment page).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { apiGet } from '../../lib/api-client';
import { reloadQuery } from '../../lib/use-api-query';
import { PayablePayment } from '../donation/PayablePayment';
import { useLinkToken, withLinkToken } from '../donation/payable-requests';
import { memberPath, type PublicMember, useMember } from './membership-queries';

const SUCCESS = '/success/membership';

export function MembershipPaymentPage() {
  const { memberReferenceNumber = '' } = useParams();
  const navigate = useNavigate();
  const member = useMember(memberReferenceNumber);
  const linkToken = useLinkToken();
  const data = member.data;

  useEffect(() => {
    document.title = 'Pay your membership — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (data?.payment_status) navigate(SUCCESS, { replace: true });
  }, [data, navigate]);

  if (!data) {
    return (
      <section className="page narrow">
        <h1>Pay your membership</h1>
        {member.error ? (
          <>
            <p role="alert">{member.error.message}</p>
            <Link className="button" to="/membership-registration">
              Back to Become a Member
            </Link>
          </>
        ) : (
          <Spinner label="Loading the membership" />
        )}
      </section>
    );
  }

  const path = memberPath(memberReferenceNumber);
  const confirm = async () => {
    const readPath = withLinkToken(path, linkToken);
    const fresh = await apiGet<PublicMember>(readPath);
    reloadQuery(readPath);
    if (!fresh.payment_status) return false;
    navigate(SUCCESS, { replace: true });
    return true;
  };

  return (
    <section className="page narrow">
      <h1>Pay your membership</h1>
      <dl className="facts">
        <div>
          <dt>Member reference number</dt>
          <dd>{data.member_reference_number}</dd>
        </div>
        <div>
          <dt>Member</dt>
          <dd>
            {data.first_name} {data.sur_name ?? ''}
          </dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{data.membership}</dd>
        </div>
        {data.family && (
          <div>
            <dt>Beneficiaries</dt>
            <dd>
              {data.family.length === 0
                ? 'None'
                : data.family.map((person) => `${person.first_name} ${person.sur_name}`).join(', ')}
            </dd>
          </div>
        )}
        <div>
          <dt>Amount</dt>
          <dd className="amount" data-testid="membership-amount">
            {formatMoney(data.amount, data.currency)}
          </dd>
        </div>
      </dl>
      <PayablePayment payablePath={path} defaultEmail={data.email ?? ''} onConfirm={confirm} />
    </section>
  );
}
