/**
 * One role (`/roles/:role_id`, route Roles): its features grouped by menu, each a checkbox that
 * assigns the feature (`POST /role-features`) or detaches it (`POST /role-features/detach`);
 * the change takes effect on the role's users' next request. Screens and abilities are told
 * apart.
 *
 * spec: membership-backoffice.md §2.5 (Users: roles/{role_id}), §6 (features assigned and not
 * assigned; assign or detach by role_public_id), §7 (role feature add and detach).
 */
import type { Feature, Menu, UserType } from '@hifadhi/shared/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { staffGet, staffRequest } from '../../lib/staff-api';

interface FeatureChange {
  feature_public_id: string;
  assign: boolean;
}

export function RolePage() {
  const roleId = useParams().role_id ?? '';
  const rolePath = `/user-types/${encodeURIComponent(roleId)}`;
  const featuresPath = `${rolePath}/features?assigned=true`;
  const queryClient = useQueryClient();
  const role = useQuery({ queryKey: [rolePath], queryFn: () => staffGet<UserType>(rolePath) });
  const menus = useQuery({ queryKey: ['/menus'], queryFn: () => staffGet<Menu[]>('/menus') });
  const assigned = useQuery({
    queryKey: [featuresPath],
    queryFn: () => staffGet<Feature[]>(featuresPath),
  });
  const change = useMutation({
    mutationFn: ({ feature_public_id, assign }: FeatureChange) =>
      staffRequest<Feature[]>('POST', assign ? '/role-features' : '/role-features/detach', {
        role_public_id: roleId,
        feature_public_id,
      }),
    onSuccess: (features) => queryClient.setQueryData([featuresPath], features),
  });

  const failure = role.error ?? menus.error ?? assigned.error;
  if (failure) return <ErrorNotice error={failure} />;
  if (!role.data || !menus.data || !assigned.data) {
    return <p className="muted">Loading the role…</p>;
  }
  const held = new Set(assigned.data.map((feature) => feature.feature_public_id));

  return (
    <DetailLayout
      backTo="/user-types"
      backLabel="User types"
      title={`Role: ${role.data.name}`}
      facts={[
        { label: 'Features', value: String(held.size), testId: 'role-feature-count' },
        { label: 'Opens after sign-in', value: role.data.landing },
      ]}
    >
      {change.error && <ErrorNotice error={change.error} onClose={() => change.reset()} />}
      {menus.data
        .filter((menu) => menu.features.length > 0)
        .map((menu) => (
          <fieldset key={menu.menu_public_id} className="panel role-menu" aria-label={menu.name}>
            <legend>{menu.name}</legend>
            {menu.features.map((feature) => (
              <div key={feature.feature_public_id}>
                <label className="check-field">
                  <input
                    type="checkbox"
                    checked={held.has(feature.feature_public_id)}
                    disabled={change.isPending}
                    onChange={(event) =>
                      change.mutate({
                        feature_public_id: feature.feature_public_id,
                        assign: event.target.checked,
                      })
                    }
                  />{' '}
                  {feature.name}
                  {feature.type === 2 && <span className="muted"> (ability)</span>}
                </label>
              </div>
            ))}
          </fieldset>
        ))}
    </DetailLayout>
  );
}
