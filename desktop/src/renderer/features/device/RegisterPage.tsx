/**
 * Registers this kiosk at its gate: the one-time code an administrator issued and a name for
 * the kiosk. The service then downloads its first full replica, which can take a while.
 *
 * spec: k-contract.md §Device and sync; research offline-checkin-anchors.md §1 (device set-up).
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormSubmit } from '../../components/FormSubmit';
import { gatePost } from '../../lib/gate-api';
import type { GateStatus } from '../../lib/gate-types';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useGateStatus } from '../status/status-context';

export function RegisterPage() {
  const { status, refresh } = useGateStatus();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const { busy, error, submit } = useFormSubmit(async () => {
    await gatePost<GateStatus>('/device/registration', { code: code.trim(), name: name.trim() });
    await refresh();
    navigate('/login');
  });

  if (status?.registered) return <Navigate to="/login" replace />;

  return (
    <section className="panel">
      <h1>Register this kiosk</h1>
      <p>
        Ask an administrator for a registration code for this gate. The kiosk needs the internet
        once to register and download today's bookings.
      </p>
      <form onSubmit={submit} className="form">
        <Field
          label="Registration code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          autoFocus
          autoComplete="off"
        />
        <Field
          label="Kiosk name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={80}
          hint="For example: Main Gate, lane 1"
        />
        <FormSubmit
          label="Register kiosk"
          busyLabel="Registering and downloading…"
          busy={busy}
          error={error}
        />
      </form>
    </section>
  );
}
