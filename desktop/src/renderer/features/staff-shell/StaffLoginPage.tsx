/**
 * Sign-in of the staff application on the web host (`/staff/login`): e-mail and password
 * checked with the shared login schema (react-hook-form), `POST /auth/login`, then the user's
 * landing (`/dashboard`, or `/bookings/inspection` for the Inspection Ranger). Wrong
 * credentials show the API's 'Wrong Credentials'.
 *
 * spec: membership-backoffice.md §2.4 (after login: the landing); api-contract.md §Staff and
 * devices (`POST /auth/login`).
 */

import { type LoginRequest, loginRequestSchema } from '@hifadhi/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormSubmit } from '../../components/FormSubmit';
import { useStaffSession } from './staff-session-context';

export function StaffLoginPage() {
  const { signedIn, signIn } = useStaffSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema) });

  if (signedIn && !isSubmitting) return <Navigate to="/" replace />;

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      navigate(await signIn(email, password), { replace: true });
    } catch (caught) {
      setFailure(caught);
    }
  });

  return (
    <section className="panel">
      <h1>Sign in</h1>
      <form onSubmit={submit} className="form" noValidate>
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormSubmit label="Sign in" busyLabel="Signing in…" busy={isSubmitting} error={failure} />
      </form>
    </section>
  );
}
