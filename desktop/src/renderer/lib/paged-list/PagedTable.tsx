/**
 * One page of records as a table (TanStack Table for the column model; the markup is ours).
 * On a phone each row becomes a small card, each cell under its column's name (`table-stacked`);
 * what is still wider scrolls inside its own box, never the page.
 *
 * spec: ARCHITECTURE.md §"The staff application" (one list pattern for every entity).
 */
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';

/** The table features the lists use: the core column model only (paging is the server's). */
export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;

interface PagedTableProps<Row extends RowData> {
  caption: string;
  columns: ColumnDef<ListFeatures, Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  empty: string;
}

/** A column's name for the phone's stacked cells: its header when the header is plain text. */
function columnName(header: unknown): string | undefined {
  return typeof header === 'string' && header !== '' ? header : undefined;
}

export function PagedTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: PagedTableProps<Row>) {
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId: (row) => rowKey(row),
  });
  return (
    <div className="table-scroll">
      <table className="table table-stacked">
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-label={columnName(cell.column.columnDef.header)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
