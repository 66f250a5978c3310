/**
 * Login (`/login`): e-mail and password, checked with the shared login schema, posted to
 * `POST /auth/login`; wrong credentials show the API's 'Wrong Credentials'. A signed-in user's
 * session (`auth_token`, user, landing) is kept in browser storage under `session` and the
 * page says who is signed in; staff go on to their landing in the staff application at
 * `/staff/` (`staff-landing.ts`). Links to the password reset request.
 *
 * spec: public-site.md §2.1 (Login), §7 (login: email, password); api-contract.md §Staff and
 * devices (`POST /auth/login`).
 */
import { type LoginResponse, loginRequestSchema } from '@hifadhi/shared/schemas/auth';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';
import { writeStored } from '../../lib/browser-storage';
import { staffLandingOf } from './staff-landing';

/** Browser storage key of the signed-in session. */
export const SESSION_KEY = 'session';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<LoginResponse | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Login — Kijani Conservancy';
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(loginRequestSchema, { email, password });
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.error.fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const session = await apiPost<LoginResponse>('/auth/login', checked.data);
      writeStored(SESSION_KEY, session);
      const staffLanding = await staffLandingOf(session);
      if (staffLanding) {
        window.location.assign(staffLanding);
        return;
      }
      setSignedIn(session);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  if (signedIn) {
    return (
      <section className="page narrow">
        <h1>Login</h1>
        <p role="status">Signed in as {signedIn.user.full_name}.</p>
      </section>
    );
  }

  return (
    <section className="page narrow">
      <h1>Login</h1>
      <form className="form-stack" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? <Spinner label="Signing in" /> : null}
          Login
        </button>
      </form>
      <p>
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </section>
  );
}
