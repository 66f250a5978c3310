/**
 * The password reset request (`/reset-password`): the account's e-mail, checked with the shared
 * schema, posted to `POST /auth/password/reset`; the answer is the same whether or not the
 * e-mail has an account ('If this e-mail belongs to an account, a reset link is on its way.').
 *
 * spec: public-site.md §2.1 (ResetPassword), §7 (request password reset: email).
 */
import { messages } from '@hifadhi/shared/messages';
import { passwordResetRequestSchema } from '@hifadhi/shared/schemas/auth';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';

export function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Reset password — Kijani Conservancy';
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validate(passwordResetRequestSchema, { email });
    if (!checked.ok) {
      setError(checked.error.fields.email ?? checked.error.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await apiPost('/auth/password/reset', checked.data);
      setSent(true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.body.fields?.email ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page narrow">
      <h1>Reset password</h1>
      {sent ? (
        <p role="status">{messages.passwordResetSent}</p>
      ) : (
        <form className="form-stack" onSubmit={submit} noValidate>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? <Spinner label="Sending" /> : null}
            Send reset link
          </button>
        </form>
      )}
    </section>
  );
}
