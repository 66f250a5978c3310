/**
 * The gate screen: which way the guests pass (check-in or check-out), the always-focused scan
 * field (keyboard-wedge scanner, typed reference, or the camera where there is one), and the
 * decision. A valid scan is recorded at once unless "Check only" is ticked.
 *
 * The inspection screen is the same without recording: a user whose role may not check guests
 * in (the Inspection Ranger) only checks tickets, and is sent there from the gate.
 *
 * spec: staff-booking.md §2 (Checkin), §4 (checked in, checked out); k-contract.md §Bookings
 * and the gate.
 */
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { can } from '../../lib/gate-abilities';
import { gatePost } from '../../lib/gate-api';
import type { ScanAnswer, ScanDirection } from '../../lib/gate-types';
import { useSession } from '../session/session-context';
import { useGateStatus } from '../status/status-context';
import { CameraScanner } from './CameraScanner';
import { DecisionPanel } from './DecisionPanel';
import { ScanField } from './ScanField';

interface Scanned {
  code: string;
  direction: ScanDirection;
  answer: ScanAnswer;
}

/** The gate (scan and record) or, with `inspection`, the inspection screen (check only). */
export function GatePage({ inspection = false }: { inspection?: boolean }) {
  const { user } = useSession();
  if (!inspection && user && !can(user, 'check_in')) return <Navigate to="/inspection" replace />;
  return <ScanScreen inspection={inspection} />;
}

function ScanScreen({ inspection }: { inspection: boolean }) {
  const { refresh } = useGateStatus();
  const [direction, setDirection] = useState<ScanDirection>('check_in');
  const [checkOnlyTicked, setCheckOnly] = useState(false);
  const checkOnly = inspection || checkOnlyTicked;
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Scanned | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [scans, setScans] = useState(0);

  const scan = useCallback(
    async (code: string) => {
      setBusy(true);
      setError(null);
      setLast(null);
      try {
        const answer = await gatePost<ScanAnswer>(checkOnly ? '/scans' : '/check-ins', {
          code,
          direction,
        });
        setLast({ code, direction, answer });
        if (answer.recorded) void refresh();
      } catch (caught) {
        setError(caught);
        setLast(null);
      } finally {
        setBusy(false);
        setScans((count) => count + 1);
      }
    },
    [checkOnly, direction, refresh],
  );

  return (
    <>
      <h1>{inspection ? 'Inspection' : 'Gate'}</h1>
      {inspection && (
        <p className="muted">Checks a ticket and records nothing: no check-in, no check-out.</p>
      )}
      <fieldset className="direction">
        <legend>The guests are</legend>
        <label className={`choice ${direction === 'check_in' ? 'choice-on' : ''}`}>
          <input
            type="radio"
            name="direction"
            checked={direction === 'check_in'}
            onChange={() => setDirection('check_in')}
          />
          Coming in (check-in)
        </label>
        <label className={`choice ${direction === 'check_out' ? 'choice-on' : ''}`}>
          <input
            type="radio"
            name="direction"
            checked={direction === 'check_out'}
            onChange={() => setDirection('check_out')}
          />
          Leaving (check-out)
        </label>
        {!inspection && (
          <label className="choice choice-small">
            <input
              type="checkbox"
              checked={checkOnlyTicked}
              onChange={(event) => setCheckOnly(event.target.checked)}
            />
            Check only, record nothing
          </label>
        )}
      </fieldset>
      <ScanField onScan={(code) => void scan(code)} busy={busy} />
      <CameraScanner onCode={(code) => void scan(code)} />
      <div aria-live="polite" data-testid="scan-answer" data-scans={scans}>
        {error !== null && <ErrorNotice error={error} />}
        {last && (
          <>
            <p className="muted scanned-code">
              Scanned:{' '}
              <code>{last.code.length > 40 ? `${last.code.slice(0, 40)}…` : last.code}</code>
            </p>
            <DecisionPanel answer={last.answer} direction={last.direction} />
          </>
        )}
      </div>
    </>
  );
}
