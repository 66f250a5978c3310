/**
 * The booking page's Alerts: the booking's alerts, newest first (active ones marked, resolved
 * ones with when), and, for users with the alerts feature, a form to add one and each active
 * alert's Resolve and Edit. A gate walk-in that matched a booking ban carries the alert the
 * API put on it.
 *
 * spec: staff-booking.md §2 (booking/update-alert/{note_id}), §3.13; api-contract.md §Staff
 * bookings (`GET/POST /bookings/{id}/alerts`, `PATCH /booking-alerts/{note_id}`).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import type { BookingAlertBody, BookingAlertRead } from '@hifadhi/shared/schemas/booking-ban';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatInstant } from '../../lib/format-time';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { useCurrentUser } from '../staff-shell/use-current-user';
import { AlertForm } from './AlertForm';
import {
  alertEditPath,
  bookingApiPath,
  changeAlert,
  refetchAfterAlertChange,
} from './alert-requests';

export function BookingAlertsPanel({ bookingPublicId }: { bookingPublicId: string }) {
  const path = `${bookingApiPath(bookingPublicId)}/alerts`;
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser(true);
  const alerts = useQuery({
    queryKey: [bookingApiPath(bookingPublicId), 'alerts'],
    queryFn: () => staffGet<BookingAlertRead[]>(path),
  });
  const refetch = () => refetchAfterAlertChange(queryClient, bookingPublicId);
  // One key for every attempt of one alert: a double click or a retry adds it once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const add = useMutation({
    mutationFn: (body: BookingAlertBody) =>
      staffRequest<BookingAlertRead>('POST', path, body, { 'Idempotency-Key': attemptKey }),
    onSuccess: () => {
      setAttemptKey(newIdempotencyKey());
      return refetch();
    },
  });
  const resolve = useMutation({
    mutationFn: (notePublicId: string) => changeAlert(notePublicId, { resolved: true }),
    onSuccess: refetch,
  });
  const mayChange = user ? featureUrlsOf(user.menus).has(staffFeatures.bookingAlerts) : false;

  return (
    <section className="panel" aria-label="Alerts">
      <h2>Alerts</h2>
      {alerts.error && <ErrorNotice error={alerts.error} />}
      {alerts.data?.length === 0 && <p className="muted">No alerts on this booking.</p>}
      {alerts.data && alerts.data.length > 0 && (
        <ul className="history" data-testid="booking-alerts">
          {alerts.data.map((alert) => (
            <li key={alert.note_public_id} className="history-item">
              <p>
                <span className={alert.resolved_at ? 'tag' : 'tag tag-warning'}>
                  {alert.resolved_at ? 'Resolved' : 'Active'}
                </span>{' '}
                {alert.note}
              </p>
              <p className="muted">
                {alert.created_by}, {formatInstant(alert.created_at)}
                {alert.resolved_at && ` · resolved ${formatInstant(alert.resolved_at)}`}
              </p>
              {mayChange && !alert.resolved_at && (
                <div className="button-row">
                  <button
                    type="button"
                    className="button"
                    disabled={resolve.isPending}
                    onClick={() => resolve.mutate(alert.note_public_id)}
                  >
                    Resolve
                  </button>
                  <Link className="button" to={alertEditPath(alert.note_public_id)}>
                    Edit
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {resolve.error && <ErrorNotice error={resolve.error} onClose={() => resolve.reset()} />}
      {mayChange && (
        <AlertForm
          label="Add alert"
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
        />
      )}
    </section>
  );
}
