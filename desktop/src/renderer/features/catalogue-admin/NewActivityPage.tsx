/**
 * A new activity (`/new-inventory`, route NewInventory): its form with its prices; once made
 * (one activity for every attempt of the form: one Idempotency-Key) its page opens.
 *
 * spec: membership-backoffice.md §2.5 (new-inventory), §2.6 (SingleInventory after saving).
 */
import type { ActivityAdminRead, ActivityCreate } from '@hifadhi/shared/schemas/facility-admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { ActivityForm } from './ActivityForm';
import { activityPath } from './catalogue-words';

export function NewActivityPage() {
  const navigate = useNavigate();
  const [attemptKey] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: ActivityCreate) =>
      staffRequest<ActivityAdminRead>('POST', '/activities', body, {
        'Idempotency-Key': attemptKey,
      }),
    onSuccess: (activity) => navigate(activityPath(activity.public_id)),
  });
  return (
    <section className="detail">
      <p>
        <Link to="/inventory">← Activities</Link>
      </p>
      <h1>New activity</h1>
      <section className="panel operation-form" aria-label="New activity">
        <ActivityForm
          label="Save activity"
          failure={create.error}
          onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
          onCancel={() => navigate('/inventory')}
        />
      </section>
    </section>
  );
}
