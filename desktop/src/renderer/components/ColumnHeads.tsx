/**
 * A table's column headings (`scope="col"`); the columns named in `numbers` hold figures and
 * align right like them.
 *
 * spec: staff-booking.md §3.12 (booking tables).
 */
interface ColumnHeadsProps {
  columns: readonly string[];
  numbers?: readonly string[];
}

export function ColumnHeads({ columns, numbers = [] }: ColumnHeadsProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={numbers.includes(column) ? 'number' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
