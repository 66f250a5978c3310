/**
 * Setting a new password through a reset link (`/password/reset/{reset_id}`): the password
 * (at least 8 characters) and its confirmation, checked with the shared schema — unequal gives
 * the alert 'Make sure the password and confirm password are same' — posted to
 * `POST /auth/password/reset/{reset_id}`; an unknown, used or expired link shows the API's
 * message. Once changed, the page links to Login.
 *
 * spec: public-site.md §2.1 (password reset), §5 "Password reset", §7 (reset password:
 * password, new_password, reset_id), §8 (Alert).
 */
import { passwordResetSchema } from '@hifadhi/shared/schemas/auth';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';

export function NewPasswordPage() {
  const { resetId = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Set a new password — Kijani Conservancy';
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { password, new_password: confirmation, reset_id: resetId };
    const checked = validate(passwordResetSchema, body);
    setAlert(null);
    if (!checked.ok) {
      const { new_password: mismatch, ...fields } = checked.error.fields;
      setErrors(fields);
      setAlert(mismatch ?? null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiPost<{ message: string }>(
        `/auth/password/reset/${encodeURIComponent(resetId)}`,
        checked.data,
      );
      setChanged(answer.message);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page narrow">
      <h1>Set a new password</h1>
      {changed ? (
        <>
          <p role="status">{changed}</p>
          <Link className="button primary" to="/login">
            Login
          </Link>
        </>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {alert && (
            <p className="field-error" role="alert">
              {alert}
            </p>
          )}
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? <Spinner label="Saving" /> : null}
            Save password
          </button>
        </form>
      )}
    </section>
  );
}
