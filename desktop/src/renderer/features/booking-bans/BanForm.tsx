/**
 * The form of a booking ban, for a new ban and for editing one: names, the e-mail address,
 * phone number and vehicle registration the guest is recognised by (at least one), the first
 * and last day (blank: until ended) and the reason, checked with the shared `bookingBanSchema`
 * (react-hook-form). Hands its valid body to `onSend`; the API's refusal is shown under it.
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (`POST /booking-bans`,
 * `PATCH /booking-bans/{id}`).
 */
import {
  type BookingBanBody,
  type BookingBanRead,
  bookingBanSchema,
} from '@hifadhi/shared/schemas/booking-ban';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';

interface BanFormProps {
  /** The ban being edited; absent for a new ban (starting `today`). */
  ban?: BookingBanRead;
  /** Today (`YYYY-MM-DD`, Africa/Nairobi): a new ban's first day. */
  today: string;
  label: string;
  onSend(body: BookingBanBody): Promise<unknown>;
  onCancel(): void;
  /** The API's refusal of the last attempt, or null. */
  failure: unknown;
}

/** The ban's fields as the form's text inputs hold them ('' for none). */
function formValues(ban: BookingBanRead | undefined, today: string) {
  return {
    first_name: ban?.first_name ?? '',
    last_name: ban?.last_name ?? '',
    email_address: ban?.email_address ?? '',
    phone_number: ban?.phone_number ?? '',
    vehicle_registration: ban?.vehicle_registration ?? '',
    booking_ban_start_date: ban?.booking_ban_start_date ?? today,
    booking_ban_end_date: ban?.booking_ban_end_date ?? '',
    reason: ban?.reason ?? '',
  };
}

export function BanForm({ ban, today, label, onSend, onCancel, failure }: BanFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(bookingBanSchema),
    defaultValues: formValues(ban, today),
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="First name" error={errors.first_name?.message} {...register('first_name')} />
        <Field label="Last name" error={errors.last_name?.message} {...register('last_name')} />
        <Field
          label="E-mail address"
          type="email"
          error={errors.email_address?.message}
          {...register('email_address')}
        />
        <Field
          label="Phone number"
          type="tel"
          hint="Matched by its digits; a Kenyan mobile in any form (0712 345678, +254 712 345678)."
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <Field
          label="Vehicle registration"
          error={errors.vehicle_registration?.message}
          {...register('vehicle_registration')}
        />
        <Field
          label="First day"
          type="date"
          error={errors.booking_ban_start_date?.message}
          {...register('booking_ban_start_date')}
        />
        <Field
          label="Last day"
          type="date"
          hint="Leave blank to ban until the ban is ended."
          error={errors.booking_ban_end_date?.message}
          {...register('booking_ban_end_date')}
        />
      </div>
      <Field label="Reason" error={errors.reason?.message} {...register('reason')} />
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
