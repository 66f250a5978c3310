/**
 * Visits by member on the member's page (`GET /members/{public_id}/visits`, loaded after the
 * member): each booking made with the member's discounts, its stay, status, payment status and
 * total, and its gate check-ins and check-outs.
 *
 * spec: membership-backoffice.md §7 (Members: visits by member id, loaded after the member).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatInstant, formatStay } from '../../lib/format-time';
import { staffGet } from '../../lib/staff-api';
import { bookingPath } from '../staff-shell/staff-routes';

interface MemberVisit {
  booking_public_id: string;
  booking_ref_code: string;
  check_in: string;
  check_out: string;
  booking_status: string;
  booking_payment_status: string;
  total_cost: string;
  currency: 'KES' | 'USD';
  scans: { direction: string; at: string }[];
}

export function MemberVisits({ path }: { path: string }) {
  const visits = useQuery({
    queryKey: [`${path}/visits`],
    queryFn: () => staffGet<{ data: MemberVisit[] }>(`${path}/visits`),
  });
  return (
    <section className="panel" aria-label="Visits">
      <h2>Visits</h2>
      {visits.error && <ErrorNotice error={visits.error} />}
      {visits.data?.data.length === 0 && <p className="muted">No visits yet.</p>}
      <ul className="plain-list">
        {visits.data?.data.map((visit) => (
          <li key={visit.booking_public_id}>
            <Link to={bookingPath(visit.booking_public_id)} className="ref-link">
              {visit.booking_ref_code}
            </Link>{' '}
            {formatStay(visit.check_in, visit.check_out)}, {visit.booking_status},{' '}
            {visit.booking_payment_status}, {formatMoney(visit.total_cost, visit.currency, 2)}
            {visit.scans.map((scan) => (
              <span key={scan.at}>
                {' '}
                · {scan.direction} {formatInstant(scan.at)}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
