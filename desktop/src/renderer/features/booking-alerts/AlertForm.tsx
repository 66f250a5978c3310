/**
 * The note of an alert on a booking, checked with the shared `bookingAlertSchema`
 * (react-hook-form): for a new alert on the booking page and for editing one. Hands its valid
 * body to `onSend`; the API's refusal is shown under it.
 *
 * spec: staff-booking.md §2 (route booking/update-alert/{note_id}); api-contract.md §Staff
 * bookings.
 */
import { type BookingAlertBody, bookingAlertSchema } from '@hifadhi/shared/schemas/booking-ban';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';

interface AlertFormProps {
  /** The note being edited; blank for a new alert. */
  note?: string;
  label: string;
  onSend(body: BookingAlertBody): Promise<unknown>;
  onCancel?: () => void;
  failure: unknown;
}

export function AlertForm({ note = '', label, onSend, onCancel, failure }: AlertFormProps) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(bookingAlertSchema),
    defaultValues: { note },
  });
  const send = async (body: BookingAlertBody) => {
    await onSend(body);
    if (!note) reset({ note: '' });
  };
  return (
    <form className="form" noValidate onSubmit={handleSubmit(send)}>
      <Field label="Alert" error={formState.errors.note?.message} {...register('note')} />
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
