/**
 * The kiosk's Close shift page: what the clerk's open shift took by payment method, the cash
 * counted per currency with the difference (counted − expected) shown as it is typed and once
 * more before confirming, then the closing's summary in a receipt's shape, which the receipt
 * printer can print (ESC/POS). Works offline: the closing is queued and syncs like every gate
 * operation.
 *
 * spec: issue 17 item 4 (gate cash-up); gate service `GET /shift`, `POST /shift/close`,
 * `POST /shifts/{id}/print`.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { GateShiftSummary } from '@hifadhi/shared/schemas/gate-shift';
import { type FormEvent, useState } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormSubmit } from '../../components/FormSubmit';
import { formatInstant } from '../../lib/format-time';
import { gatePost } from '../../lib/gate-api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useGateData } from '../../lib/use-gate-data';
import { differenceOf, differenceWords, methodNames } from './shift-words';

function TakingsTable({ shift }: { shift: GateShiftSummary }) {
  if (shift.takings.length === 0) return <p>Nothing taken in this shift yet.</p>;
  return (
    <table className="table">
      <caption>Taken in this shift</caption>
      <ColumnHeads columns={['Method', 'Payments', 'Amount']} />
      <tbody>
        {shift.takings.map((taking) => (
          <tr key={`${taking.method} ${taking.currency}`}>
            <td>{methodNames[taking.method]}</td>
            <td>{taking.payments}</td>
            <td>{formatMoney(taking.amount, taking.currency as CurrencyCode, 2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The closed shift as the clerk hands it over: a receipt-shaped summary. */
function ClosingSummary({ shift }: { shift: GateShiftSummary }) {
  return (
    <section className="panel receipt-preview" aria-label="Shift closing">
      <h2>Shift closed</h2>
      <p>
        {shift.clerk_name}
        <br />
        {formatInstant(shift.opened_at)} – {shift.closed_at ? formatInstant(shift.closed_at) : ''}
      </p>
      <TakingsTable shift={shift} />
      <table className="table">
        <caption>Cash</caption>
        <ColumnHeads columns={['Currency', 'Expected', 'Counted', 'Difference']} />
        <tbody>
          {shift.cash.map((cash) => (
            <tr key={cash.currency}>
              <td>{cash.currency}</td>
              <td>{formatMoney(cash.expected, cash.currency as CurrencyCode, 2)}</td>
              <td>
                {cash.counted ? formatMoney(cash.counted, cash.currency as CurrencyCode, 2) : '—'}
              </td>
              <td>
                {cash.difference
                  ? differenceWords(cash.difference, cash.currency as CurrencyCode)
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shift.note && <p>Note: {shift.note}</p>}
    </section>
  );
}

/** Prints the closing on the kiosk's receipt printer and says where it went. */
function PrintSummary({ shift }: { shift: GateShiftSummary }) {
  const [printed, setPrinted] = useState<string | null>(null);
  const { busy, error, submit } = useFormSubmit(async () => {
    const answer = await gatePost<{ printer: string }>(`/shifts/${shift.shift_public_id}/print`);
    setPrinted(answer.printer);
  });
  return (
    <form className="form" onSubmit={submit} aria-label="Print the closing">
      {printed && <p role="status">Printed on {printed}.</p>}
      <FormSubmit label="Print summary" busyLabel="Printing…" busy={busy} error={error} />
    </form>
  );
}

function CloseShiftForm({
  shift,
  onClosed,
}: {
  shift: GateShiftSummary;
  onClosed: (closed: GateShiftSummary) => void;
}) {
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, error, submit } = useFormSubmit(async () => {
    const answer = await gatePost<{ shift: GateShiftSummary }>('/shift/close', {
      counted_cash: Object.fromEntries(
        shift.cash.map((cash) => [cash.currency, counted[cash.currency]?.trim() || '0']),
      ),
      ...(note.trim() ? { note } : {}),
    });
    onClosed(answer.shift);
  });
  const differences = shift.cash.map((cash) => ({
    currency: cash.currency as CurrencyCode,
    difference: differenceOf(counted[cash.currency] ?? '', cash.expected),
  }));
  const review = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <form className="form" onSubmit={confirming ? submit : review} aria-label="Close shift">
      {shift.cash.map((cash, index) => (
        <Field
          key={cash.currency}
          label={`Cash counted (${cash.currency})`}
          hint={[
            `Expected ${formatMoney(cash.expected, cash.currency as CurrencyCode, 2)}`,
            differences[index]?.difference
              ? `Difference: ${differenceWords(differences[index].difference, cash.currency as CurrencyCode)}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={counted[cash.currency] ?? ''}
          onChange={(event) => {
            setConfirming(false);
            setCounted({ ...counted, [cash.currency]: event.target.value });
          }}
          required
        />
      ))}
      <Field
        label="Note (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {confirming ? (
        <>
          <p role="status">
            Close the shift? Cash:{' '}
            {differences
              .map(({ currency, difference }) =>
                difference ? differenceWords(difference, currency) : `${currency} not counted`,
              )
              .join('; ')}
            .
          </p>
          <FormSubmit
            label="Confirm and close shift"
            busyLabel="Closing…"
            busy={busy}
            error={error}
          />
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Back
          </button>
        </>
      ) : (
        <button type="submit" className="button button-primary">
          Review the closing
        </button>
      )}
    </form>
  );
}

export function CloseShiftPage() {
  const { data, error, loading, reload } = useGateData<{ shift: GateShiftSummary }>('/shift');
  const [closed, setClosed] = useState<GateShiftSummary | null>(null);

  return (
    <>
      <div className="screen-head">
        <h1>Close shift</h1>
      </div>
      {error !== null && <ErrorNotice error={error} />}
      {loading && !data && <p className="muted">Adding up the shift…</p>}
      {closed ? (
        <>
          <ClosingSummary shift={closed} />
          <PrintSummary shift={closed} />
          <button
            type="button"
            className="button"
            onClick={() => {
              setClosed(null);
              void reload();
            }}
          >
            Start the next shift
          </button>
        </>
      ) : (
        data && (
          <section className="panel">
            <p>Open since {formatInstant(data.shift.opened_at)}.</p>
            <TakingsTable shift={data.shift} />
            <CloseShiftForm shift={data.shift} onClosed={setClosed} />
          </section>
        )
      )}
    </>
  );
}
