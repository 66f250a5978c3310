/**
 * New visitor (`/new-visitor`, route NewVisitor): the visitor form; once recorded (one
 * Idempotency-Key per form, so a retry records it once), the pass opens as a PDF in the tab the
 * click opened, and the visitation's page shows here.
 *
 * spec: membership-backoffice.md §2.5 (new-visitor), §7 (Visitors: POST new, whose response url
 * opens in a new tab).
 */
import type { NewVisitor } from '@hifadhi/shared/schemas/people-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { VisitorForm } from './VisitorForm';
import { openPass, type Visitation, visitorPath } from './visitor-types';

export function NewVisitorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const record = useMutation({
    mutationFn: async ({ body, tab }: { body: NewVisitor; tab: Window | null }) => {
      let visit: Visitation & { url: string };
      try {
        visit = await staffRequest<Visitation & { url: string }>('POST', '/visitors', body, {
          'Idempotency-Key': key,
        });
      } catch (error) {
        tab?.close();
        throw error;
      }
      await openPass(visit.url, tab);
      return visit;
    },
    onSuccess: async (visit) => {
      await queryClient.invalidateQueries({ queryKey: ['/visitors'] });
      navigate(visitorPath(visit.public_id));
    },
  });
  return (
    <article className="detail">
      <p>
        <Link to="/visitors">← Visitors</Link>
      </p>
      <h1>New visitor</h1>
      <section className="panel operation-form" aria-label="New visitor">
        <VisitorForm
          label="Record visitor and print pass"
          failure={record.error}
          // The tab opens within the click; the pass is put in it once recorded.
          onSend={(body) =>
            record.mutateAsync({ body, tab: window.open('', '_blank') }).catch(() => undefined)
          }
          onCancel={() => navigate('/visitors')}
        />
      </section>
    </article>
  );
}
