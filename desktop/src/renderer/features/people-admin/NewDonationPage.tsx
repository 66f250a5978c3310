/**
 * Add donation (`/add-donation`, route AddDonation): a donation staff received — cause (private
 * causes too), amount and currency, frequency, anonymity, payment method, the donor, and Is Paid
 * when the money is in hand. Checked with the shared schema; sent once (an Idempotency-Key per
 * form); once made, the donation's page (where an unpaid one can be sent an M-Pesa request).
 *
 * spec: membership-backoffice.md §2.5 (add-donation), §3 (Donation), §7 (POST add donation).
 */
import { type StaffDonationForm, staffDonationSchema } from '@hifadhi/shared/schemas/people-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import type { StaffDonation } from '../people-lists/people-types';
import { donationPath } from './donation-words';
import { optionsOf, useCauses, useDonationChoices } from './use-donation-choices';

export function NewDonationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const causes = useCauses().data;
  const choices = useDonationChoices().data;
  const add = useMutation({
    mutationFn: (body: StaffDonationForm) =>
      staffRequest<StaffDonation>('POST', '/donations', body, { 'Idempotency-Key': key }),
    onSuccess: async (donation) => {
      await queryClient.invalidateQueries({ queryKey: ['/donations'] });
      navigate(donationPath(donation.public_id));
    },
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffDonationSchema),
    defaultValues: {
      cause: '',
      payment_method: '',
      frequency: '',
      anonymity: '',
      currency: 'KES' as const,
      amount: '',
      title: '',
      first_name: '',
      sur_name: '',
      email: '',
      phone_number: '',
      country: '',
      city: '',
      is_paid: false,
    },
  });
  const { errors } = formState;
  return (
    <article className="detail">
      <p>
        <Link to="/donations">← Donations</Link>
      </p>
      <h1>Add donation</h1>
      <section className="panel operation-form" aria-label="Add donation">
        <form
          className="form"
          noValidate
          onSubmit={handleSubmit((body) => add.mutateAsync(body).catch(() => undefined))}
        >
          <div className="form-grid">
            <SelectField
              label="Cause"
              placeholder="Choose a cause"
              options={optionsOf(causes)}
              error={errors.cause?.message}
              {...register('cause')}
            />
            <Field
              label="Amount"
              inputMode="decimal"
              error={errors.amount?.message}
              {...register('amount')}
            />
            <SelectField
              label="Currency"
              options={[
                { value: 'KES', label: 'KES' },
                { value: 'USD', label: 'USD' },
              ]}
              error={errors.currency?.message}
              {...register('currency')}
            />
            <SelectField
              label="Frequency"
              placeholder="Choose a frequency"
              options={optionsOf(choices?.frequencies)}
              error={errors.frequency?.message}
              {...register('frequency')}
            />
            <SelectField
              label="Anonymity"
              placeholder="Choose"
              options={optionsOf(choices?.anonymity)}
              error={errors.anonymity?.message}
              {...register('anonymity')}
            />
            <SelectField
              label="Payment method"
              placeholder="Choose a payment method"
              options={optionsOf(choices?.donation_payment_methods)}
              error={errors.payment_method?.message}
              {...register('payment_method')}
            />
            <Field label="Title" error={errors.title?.message} {...register('title')} />
            <Field
              label="First name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <Field label="Surname" error={errors.sur_name?.message} {...register('sur_name')} />
            <Field
              label="E-mail address"
              type="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Field
              label="Phone"
              type="tel"
              error={errors.phone_number?.message}
              {...register('phone_number')}
            />
            <Field label="Country" error={errors.country?.message} {...register('country')} />
            <Field label="City" error={errors.city?.message} {...register('city')} />
          </div>
          <label className="check-field">
            <input type="checkbox" {...register('is_paid')} /> Is Paid (the money is in hand)
          </label>
          <FormButtons
            label="Add donation"
            busy={formState.isSubmitting}
            failure={add.error}
            onCancel={() => navigate('/donations')}
          />
        </form>
      </section>
    </article>
  );
}
