/**
 * The clerk signs in. Online the API checks the password; offline the kiosk checks it against
 * its replica, only for clerks who signed in here before, and says so.
 *
 * spec: k-contract.md §Session; staff-booking.md §6 (after login: the dashboard).
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormSubmit } from '../../components/FormSubmit';
import { Notice } from '../../components/Notice';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useGateStatus } from '../status/status-context';
import { useSession } from './session-context';

export function LoginPage() {
  const { status } = useGateStatus();
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useFormSubmit(async () => {
    await signIn(email.trim(), password);
    navigate('/gate');
  });

  if (status && !status.registered) return <Navigate to="/register" replace />;
  if (user) return <Navigate to="/gate" replace />;

  return (
    <section className="panel">
      <h1>Sign in</h1>
      {status?.mode === 'offline' && (
        <Notice tone="warning" title="Offline sign-in">
          The kiosk is offline. You can sign in only if you have signed in on this kiosk before;
          your password is checked against this kiosk's copy.
        </Notice>
      )}
      <form onSubmit={submit} className="form">
        <Field
          label="E-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          autoComplete="username"
        />
        <Field
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          autoComplete="current-password"
        />
        <FormSubmit label="Sign in" busyLabel="Signing in…" busy={busy} error={error} />
      </form>
    </section>
  );
}
