/**
 * A tabular report (`ReportTable`) as an accessible table: a caption, column headings, one row
 * per group and the Total row in its footer; figures align right and on a phone each row
 * becomes a card with each figure under its column's name. Cells carry
 * `data-testid="<report>-<row>-<column>"` (`total` for the Total row).
 *
 * spec: membership-backoffice.md §2.5 (Reports); issue 17 items 1, 7.
 */
import type { ReportTable } from '@hifadhi/shared/schemas/reports';
import { ColumnHeads } from '../../components/ColumnHeads';
import { reportCell } from './report-format';

export function ReportTableView({ table }: { table: ReportTable }) {
  const [first, ...rest] = table.columns;
  if (!first) return null;
  const numbers = table.columns.filter((c) => c.kind !== 'text').map((c) => c.label);
  return (
    <section className="panel table-scroll">
      <table className="table table-stacked" data-testid={`report-${table.report}`}>
        <caption>
          {table.title}, {table.from} to {table.to}
        </caption>
        <ColumnHeads columns={table.columns.map((c) => c.label)} numbers={numbers} />
        <tbody>
          {table.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the report's, in its order.
            <tr key={index}>
              <th scope="row" data-label={first.label}>
                {reportCell(first, row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={column.kind === 'text' ? undefined : 'number'}
                  data-testid={`${table.report}-${index}-${column.key}`}
                >
                  {reportCell(column, row)}
                </td>
              ))}
            </tr>
          ))}
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length}>Nothing in this range.</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {rest.map((column) => (
              <td
                key={column.key}
                data-label={column.kind === 'text' ? undefined : column.label}
                className={column.kind === 'text' ? undefined : 'number'}
                data-testid={`${table.report}-total-${column.key}`}
              >
                {column.key in table.totals ? reportCell(column, table.totals) : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
