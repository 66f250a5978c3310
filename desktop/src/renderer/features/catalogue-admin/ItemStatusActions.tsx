/**
 * The status buttons of a facility's or an activity's page: Deactivate or Activate (`PATCH`
 * with `active`), Delete (soft, asked first) or Restore. A deleted item offers Restore only.
 *
 * spec: membership-backoffice.md §4 (active to inactive and back; deleted to restored).
 */
import type { ItemStatus } from '@hifadhi/shared/schemas/facility-admin';
import type { ItemWrite } from './use-catalogue-item';

interface ItemStatusActionsProps {
  status: ItemStatus;
  noun: string;
  busy: boolean;
  write(change: ItemWrite): Promise<unknown>;
}

export function ItemStatusActions({ status, noun, busy, write }: ItemStatusActionsProps) {
  const send = (change: ItemWrite) => write(change).catch(() => undefined);
  if (status === 'deleted') {
    return (
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => send({ method: 'POST', under: '/restore' })}
      >
        Restore
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => send({ method: 'PATCH', body: { active: status !== 'active' } })}
      >
        {status === 'active' ? 'Deactivate' : 'Activate'}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Delete this ${noun}? It leaves the catalogue until restored.`)) {
            send({ method: 'DELETE' });
          }
        }}
      >
        Delete
      </button>
    </>
  );
}
