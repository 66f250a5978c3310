/**
 * Gate shifts (`/gate-shifts`): `GET /gate-shifts`, newest opening first, 15 a page, filtered
 * by the days opened, the gate and the clerk: who at which kiosk, open or closed, what the
 * kiosk says the shift took by method, the cash expected, counted and the difference per
 * currency, and whether the payments ledger agrees with the kiosk.
 *
 * spec: issue 17 item 4 (supervisors see open and closed shifts and differences);
 * staff-booking.md §2.9 (lists: server-side paging, filters in the address).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { GateShiftPage, GateShiftRow, ShiftTaking } from '@hifadhi/shared/schemas/gate-shift';
import { createColumnHelper } from '@tanstack/react-table';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { differenceWords, methodNames } from '../shift/shift-words';

const SHIFTS_PER_PAGE = 15;

type FilterName = 'from' | 'to' | 'gate' | 'clerk';

const filters: readonly FilterField<FilterName>[] = [
  { name: 'from', label: 'Opened from', kind: 'date' },
  { name: 'to', label: 'Opened to', kind: 'date' },
  { name: 'gate', label: 'Gate id', kind: 'text' },
  { name: 'clerk', label: 'Clerk id', kind: 'text' },
];

function Takings({ takings }: { takings: readonly ShiftTaking[] }) {
  if (takings.length === 0) return <>—</>;
  return (
    <>
      {takings.map((taking) => (
        <div key={`${taking.method} ${taking.currency}`}>
          {methodNames[taking.method]}:{' '}
          {formatMoney(taking.amount, taking.currency as CurrencyCode, 2)}{' '}
          <span className="muted">({taking.payments})</span>
        </div>
      ))}
    </>
  );
}

const column = createColumnHelper<ListFeatures, GateShiftRow>();

const columns = column.columns([
  column.accessor('opened_at', {
    header: 'Shift',
    cell: (info) => (
      <>
        {formatInstant(info.getValue())}
        <br />
        <span className="muted">
          {info.row.original.closed_at ? `to ${formatInstant(info.row.original.closed_at)}` : ''}
        </span>
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={`tag ${info.getValue() === 'open' ? 'tag-warning' : ''}`}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor('clerk_name', {
    header: 'Clerk and kiosk',
    cell: (info) => (
      <>
        {info.getValue() ?? info.row.original.clerk_public_id}
        <br />
        <span className="muted">
          {info.row.original.device_name}, {info.row.original.gate_public_id}
        </span>
      </>
    ),
  }),
  column.accessor('takings', {
    header: 'Taken (kiosk)',
    cell: (info) => <Takings takings={info.getValue()} />,
  }),
  column.accessor('cash', {
    header: 'Cash expected / counted',
    cell: (info) =>
      info.getValue().length === 0
        ? '—'
        : info.getValue().map((cash) => (
            <div key={cash.currency}>
              {formatMoney(cash.expected, cash.currency as CurrencyCode, 2)} /{' '}
              {formatMoney(cash.counted, cash.currency as CurrencyCode, 2)}
            </div>
          )),
  }),
  column.display({
    id: 'difference',
    header: 'Difference',
    cell: (info) =>
      info.row.original.cash.length === 0
        ? '—'
        : info.row.original.cash.map((cash) => (
            <div key={cash.currency}>
              <span className={`tag ${Number(cash.difference) < 0 ? 'tag-error' : ''}`}>
                {differenceWords(cash.difference, cash.currency as CurrencyCode)}
              </span>
            </div>
          )),
  }),
  column.accessor('ledger', {
    header: 'Ledger (server)',
    cell: (info) => (
      <>
        <Takings takings={info.getValue()} />
        {info.row.original.ledger_agrees === false && (
          <span className="tag tag-error">differs from the kiosk</span>
        )}
      </>
    ),
  }),
]);

export function GateShiftsListPage() {
  return (
    <ResourceList<FilterName, GateShiftPage, GateShiftRow>
      title="Gate shifts"
      path="/gate-shifts"
      items={SHIFTS_PER_PAGE}
      filters={filters}
      columns={columns}
      rowsOf={(page) => page.data}
      rowKey={(row) => row.shift_public_id}
      noun={{ one: 'shift', many: 'shifts' }}
    />
  );
}
