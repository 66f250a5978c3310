/**
 * The notices e-mailed to a member, on its page (`GET /members/{public_id}/notices`): renewal
 * reminders before expiry and payment reminders, each with its period and when it went; for an
 * unpaid member, Remind payment sends this month's reminder now
 * (`POST /members/{public_id}/payment-reminder`; the API's refusal is shown as it comes).
 *
 * spec: membership-backoffice.md §7 (Members: remind payment).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffPost } from '../../lib/staff-api';

interface Notices {
  data: { kind: string; period: string; email: string; sent_at: string }[];
}

const kindNames: Record<string, string> = {
  renewal: 'Renewal reminder (expiry',
  payment_reminder: 'Payment reminder (month',
};

export function MemberNotices({ path, unpaid }: { path: string; unpaid: boolean }) {
  const queryClient = useQueryClient();
  const key = [`${path}/notices`];
  const notices = useQuery({ queryKey: key, queryFn: () => staffGet<Notices>(`${path}/notices`) });
  const remind = useMutation({
    mutationFn: () => staffPost<Notices>(`${path}/payment-reminder`),
    onSuccess: (after) => queryClient.setQueryData(key, after),
  });
  return (
    <section className="panel" aria-label="Notices">
      <h2>Notices</h2>
      {notices.error && <ErrorNotice error={notices.error} />}
      {notices.data?.data.length === 0 && <p className="muted">No notices sent.</p>}
      <ul className="plain-list">
        {notices.data?.data.map((notice) => (
          <li key={`${notice.kind}-${notice.period}`}>
            {kindNames[notice.kind] ?? notice.kind} {notice.period}) to {notice.email},{' '}
            {formatInstant(notice.sent_at)}
          </li>
        ))}
      </ul>
      {remind.error && <ErrorNotice error={remind.error} />}
      {unpaid && (
        <button
          type="button"
          className="button"
          disabled={remind.isPending}
          onClick={() => remind.mutate()}
        >
          Remind payment
        </button>
      )}
    </section>
  );
}
