/**
 * What an item page's list sections share (contacts, revenue split): rows each with a Remove
 * button that deletes the row under the item, and an "Add …" button that opens the section's
 * form in its place until it is sent.
 *
 * spec: membership-backoffice.md §7 (contacts; delete split by public_id).
 */
import { type ReactNode, useState } from 'react';
import type { ItemWrite } from './use-catalogue-item';

interface RemovableRowsProps {
  /** Each row: its key, what it shows, and the path under the item its Remove deletes. */
  rows: { key: string; text: ReactNode; remove: string }[];
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

export function RemovableRows({ rows, write, busy }: RemovableRowsProps) {
  return (
    <ul className="plain-list">
      {rows.map((row) => (
        <li key={row.key} className="button-row">
          <span>{row.text}</span>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => write({ method: 'DELETE', under: row.remove }).catch(() => undefined)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The `label` button; once pressed, `form` in its place until the form calls `onDone`. */
export function AddToggle({ label, form }: { label: string; form(onDone: () => void): ReactNode }) {
  const [adding, setAdding] = useState(false);
  if (adding) return form(() => setAdding(false));
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {label}
      </button>
    </div>
  );
}
