/**
 * Records, once per mount, that the signed-in user opened the screen of `feature`
 * (`POST /logs/features`, the feature tracker); a failure is ignored (the screen works on).
 *
 * spec: membership-backoffice.md §2.5 (Logs: feature tracker), §7 (Logs: feature logs).
 */
import { type ReactNode, useEffect } from 'react';
import { staffPost } from '../../lib/staff-api';

export function FeatureVisit({ feature, children }: { feature: string; children: ReactNode }) {
  useEffect(() => {
    staffPost('/logs/features', { feature }).catch(() => undefined);
  }, [feature]);
  return children;
}
