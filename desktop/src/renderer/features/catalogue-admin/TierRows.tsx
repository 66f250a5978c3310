/**
 * Rows of tiers in a form (a facility's pack tiers, its group price tiers): a table with one
 * input or currency select per column, each row's Remove button, an "Add tier" button, and the
 * field's message under the table (the shared schema's, or the API's refusal put on the field).
 *
 * spec: membership-backoffice.md §3 (Facility: pricing with parameters, extra pricing).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

export interface TierColumn {
  /** The row field's name ('lower_limit', 'price', …). */
  key: string;
  label: string;
  kind: 'count' | 'amount' | 'currency';
}

interface TierRowsProps {
  /** The rows' path in the form ('group_price', 'pack_prices.0.tiers'). */
  name: string;
  /** What the rows are, for screen readers ('Self Catering tier'). */
  rowLabel: string;
  columns: readonly TierColumn[];
  /** The rows' keys (useFieldArray's `fields`). */
  rows: readonly { id: string }[];
  // biome-ignore lint/suspicious/noExplicitAny: the rows sit in forms of different shapes
  register: UseFormRegister<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  errors: FieldErrors<any>;
  onAdd(): void;
  onRemove(index: number): void;
}

/** The message react-hook-form keeps at `path` (a list's own rule sits at its `root`). */
// biome-ignore lint/suspicious/noExplicitAny: errors are walked by path
function messageAt(errors: FieldErrors<any>, path: string): string | undefined {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const found = path.split('.').reduce<any>((node, key) => node?.[key], errors);
  return found?.message ?? found?.root?.message;
}

export function TierRows(props: TierRowsProps) {
  const { name, rowLabel, columns, rows, register, errors } = props;
  const rowMessages = rows.flatMap((_, index) =>
    columns.flatMap((column) => {
      const message = messageAt(errors, `${name}.${index}.${column.key}`);
      return message ? [`Tier ${index + 1}, ${column.label.toLowerCase()}: ${message}`] : [];
    }),
  );
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus to scroll it (it has no input before a tier is added) */}
      <section className="table-scroll" tabIndex={0} aria-label={`${rowLabel}s`}>
        <table className="table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col" aria-label="Remove" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                {columns.map((column) => {
                  const label = `${rowLabel} ${index + 1} ${column.label.toLowerCase()}`;
                  const field = register(`${name}.${index}.${column.key}`);
                  return (
                    <td key={column.key}>
                      {column.kind === 'currency' ? (
                        <select aria-label={label} {...field}>
                          <option value="KES">KES</option>
                          <option value="USD">USD</option>
                        </select>
                      ) : (
                        <input
                          inputMode={column.kind === 'count' ? 'numeric' : 'decimal'}
                          size={column.kind === 'count' ? 3 : 8}
                          aria-label={label}
                          aria-invalid={Boolean(
                            messageAt(errors, `${name}.${index}.${column.key}`),
                          )}
                          {...field}
                        />
                      )}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => props.onRemove(index)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {[messageAt(errors, name), ...rowMessages].filter(Boolean).map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
      <div className="button-row">
        <button type="button" className="button" onClick={props.onAdd}>
          Add tier
        </button>
      </div>
    </>
  );
}
