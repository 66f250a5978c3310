/**
 * A tabular report as files: CSV (csv-stringify, a header row, a UTF-8 byte order mark so a
 * spreadsheet reads names right, and a closing Total row) and an A4 PDF (pdfkit in DejaVu Sans,
 * through the booking documents' `Sheet`): the title, the range and grouping, the columns with
 * their figures right-aligned, the Total row, and on each page when it was printed and by whom
 * with "Page n of m". Money is KES with two places as the API answers it.
 *
 * spec: membership-backoffice.md §2.5 (csv), §7 (Reports); issue 17 item 1.
 */
import { nairobiDateTime } from '@hifadhi/shared/dates/nairobi-time';
import type { ReportTable } from '@hifadhi/shared/schemas/reports';
import { stringify } from 'csv-stringify/sync';
import { GREY, MARGIN, RIGHT, Sheet } from '../documents/document-pdf';

const totalLabel = 'Total';

/** The cells of the Total row: the label in the first column, totals under their columns. */
function totalRow(table: ReportTable): Record<string, string | number> {
  const [first] = table.columns;
  return { ...(first ? { [first.key]: totalLabel } : {}), ...table.totals };
}

/** `table` as CSV text, its rows and then its Total row. */
export function reportCsv(table: ReportTable): string {
  return stringify([...table.rows, totalRow(table)], {
    bom: true,
    header: true,
    columns: table.columns.map(({ key, label }) => ({ key, header: label })),
  });
}

/** The attachment name of `table`'s files: `<report>-<from>-<to>.<extension>`. */
export function reportFileName(table: ReportTable, extension: 'csv' | 'pdf'): string {
  return `${table.report}-${table.from}-${table.to}.${extension}`;
}

/** `table` as an A4 PDF printed at `at` by `by` (a staff user's name). */
export function reportPdf(table: ReportTable, at: Date, by: string): Promise<Buffer> {
  const sheet = new Sheet(table.title, by, at);
  sheet.row([{ text: table.title, x: MARGIN, width: RIGHT - MARGIN, bold: true }], { size: 14 });
  sheet.row([
    {
      text: `${table.from} to ${table.to} (Africa/Nairobi), by ${table.interval}`,
      x: MARGIN,
      width: RIGHT - MARGIN,
      color: GREY,
    },
  ]);
  sheet.rule();
  const width = (RIGHT - MARGIN) / table.columns.length;
  const cells = (row: Record<string, string | number>, bold = false) =>
    table.columns.map((column, index) => ({
      text: String(row[column.key] ?? ''),
      x: MARGIN + index * width,
      width: width - 4,
      align: column.kind === 'text' ? ('left' as const) : ('right' as const),
      bold,
    }));
  const heads = Object.fromEntries(table.columns.map((column) => [column.key, column.label]));
  sheet.row(cells(heads, true));
  sheet.rule();
  for (const row of table.rows) sheet.row(cells(row));
  if (table.rows.length === 0) {
    sheet.row([{ text: 'Nothing in this range.', x: MARGIN, width: RIGHT - MARGIN }]);
  }
  sheet.rule();
  sheet.row(cells(totalRow(table), true));
  sheet.finishPages(`Printed ${nairobiDateTime(at)} by ${by}`, false);
  return sheet.end();
}
