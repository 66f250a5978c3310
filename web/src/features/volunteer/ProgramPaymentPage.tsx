/**
 * The programme payment page (`program-payment/{volunteer_public_id}`): the application
 * (applicant, programme, fee in its currency) and the payment panel (M-Pesa or card). Once
 * the application reads `payment_status` Paid the visitor goes to the volunteer success page.
 *
 * spec: public-site.md §2.16 (program payment page), §4 Volunteer (payment_status Paid sends to
 * the volunteer success page).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { apiGet } from '../../lib/api-client';
import { reloadQuery } from '../../lib/use-api-query';
import { PayablePayment } from '../donation/PayablePayment';
import { useLinkToken, withLinkToken } from '../donation/payable-requests';
import { useVolunteer, type VolunteerApplication, volunteerPath } from './program-queries';

const SUCCESS = '/success/volunteer';

export function ProgramPaymentPage() {
  const { volunteerId = '' } = useParams();
  const navigate = useNavigate();
  const volunteer = useVolunteer(volunteerId);
  const linkToken = useLinkToken();
  const data = volunteer.data;

  useEffect(() => {
    document.title = 'Pay for your programme — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (data?.payment_status === 'Paid') navigate(SUCCESS, { replace: true });
  }, [data, navigate]);

  if (!data) {
    return (
      <section className="page narrow">
        <h1>Pay for your programme</h1>
        {volunteer.error ? (
          <>
            <p role="alert">{volunteer.error.message}</p>
            <Link className="button" to="/immersive-conservation-experiences">
              See all programmes
            </Link>
          </>
        ) : (
          <Spinner label="Loading the application" />
        )}
      </section>
    );
  }

  const path = volunteerPath(volunteerId);
  const confirm = async () => {
    const readPath = withLinkToken(path, linkToken);
    const fresh = await apiGet<VolunteerApplication>(readPath);
    reloadQuery(readPath);
    if (fresh.payment_status !== 'Paid') return false;
    navigate(SUCCESS, { replace: true });
    return true;
  };

  return (
    <section className="page narrow">
      <h1>Pay for your programme</h1>
      <dl className="facts">
        <div>
          <dt>Applicant</dt>
          <dd>{data.full_name ?? data.first_name}</dd>
        </div>
        <div>
          <dt>Programme</dt>
          <dd>{data.latest_application.program}</dd>
        </div>
        {data.unpaid && (
          <div>
            <dt>Programme fee</dt>
            <dd className="amount" data-testid="program-fee">
              {formatMoney(data.unpaid.price, data.unpaid.currency)}
            </dd>
          </div>
        )}
      </dl>
      <PayablePayment payablePath={path} defaultEmail={data.email ?? ''} onConfirm={confirm} />
    </section>
  );
}
