/**
 * What one change-log entry changed, a line per field: `field: before → after` (`—` for a
 * value that was not there).
 *
 * spec: membership-backoffice.md §2.5 (change logs: before and after).
 */
import type { ChangedField } from '../../features/logs/changed-fields';

export function ChangeLines({ changes }: { changes: readonly ChangedField[] }) {
  return (
    <>
      {changes.map((line) => (
        <div key={line.field}>
          {line.field}: {line.before} → {line.after}
        </div>
      ))}
    </>
  );
}
