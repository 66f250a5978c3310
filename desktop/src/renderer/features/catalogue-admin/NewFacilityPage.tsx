/**
 * A new facility (`/new-facility`, route NewFacility): its form with its first prices; once
 * made (one facility for every attempt of the form: one Idempotency-Key) its page opens.
 *
 * spec: membership-backoffice.md §2.5 (new-facility), §2.6 (Facility after saving).
 */
import type { FacilityAdminRead, FacilityCreate } from '@hifadhi/shared/schemas/facility-admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { facilityPath } from './catalogue-words';
import { FacilityForm } from './FacilityForm';

export function NewFacilityPage() {
  const navigate = useNavigate();
  const [attemptKey] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: FacilityCreate) =>
      staffRequest<FacilityAdminRead>('POST', '/facilities', body, {
        'Idempotency-Key': attemptKey,
      }),
    onSuccess: (facility) => navigate(facilityPath(facility.public_id)),
  });
  return (
    <section className="detail">
      <p>
        <Link to="/facilities">← Facilities</Link>
      </p>
      <h1>New facility</h1>
      <section className="panel operation-form" aria-label="New facility">
        <FacilityForm
          label="Save facility"
          failure={create.error}
          onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
          onCancel={() => navigate('/facilities')}
        />
      </section>
    </section>
  );
}
