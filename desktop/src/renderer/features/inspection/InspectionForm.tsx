/**
 * The form a ranger records an inspection with: what was found (one of the shared outcomes, as
 * big choices), a note (needed when not valid or the guests differ), the nearest gate, and the
 * scanned ticket code carried along. Checked with the shared `inspectionBodySchema`
 * (react-hook-form); the API's refusal is shown under the form. One Idempotency-Key per form,
 * so a retry after a lost answer records the inspection once.
 *
 * spec: staff-booking.md §2 (BookingInspection); shared/src/schemas/inspection.ts.
 */
import {
  type InspectionOutcome,
  inspectionBodySchema,
  inspectionOutcomes,
  inspectionOutcomeWords,
} from '@hifadhi/shared/schemas/inspection';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSubmit } from '../../components/FormSubmit';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import type { Inspection } from './inspection-types';

interface Gate {
  gate_public_id: string;
  gate_name: string;
}

interface InspectionFormProps {
  bookingPublicId: string;
  scannedCode: string | null;
  onRecorded(inspection: Inspection): void;
}

export function InspectionForm({ bookingPublicId, scannedCode, onRecorded }: InspectionFormProps) {
  const noteId = useId();
  const [key, setKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const [recorded, setRecorded] = useState<Inspection | null>(null);
  const gates = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<{ gates: Gate[] }>('/public/lookups'),
    staleTime: Infinity,
  }).data?.gates;
  const { register, handleSubmit, formState, reset, watch } = useForm({
    resolver: zodResolver(inspectionBodySchema),
    defaultValues: { scanned_code: scannedCode ?? '' },
  });
  const chosen = watch('outcome') as InspectionOutcome | undefined;

  const send = handleSubmit(async (body) => {
    setFailure(null);
    setRecorded(null);
    try {
      const inspection = await staffRequest<Inspection>(
        'POST',
        `/bookings/${encodeURIComponent(bookingPublicId)}/inspections`,
        body,
        { 'Idempotency-Key': key },
      );
      setRecorded(inspection);
      setKey(newIdempotencyKey());
      reset({ scanned_code: scannedCode ?? '' });
      onRecorded(inspection);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <section className="panel">
      <h2>Record an inspection</h2>
      <p className="muted">An inspection is kept on the booking; it does not check anyone in.</p>
      {recorded && (
        <Notice tone="success" title="Inspection recorded">
          {inspectionOutcomeWords[recorded.outcome]} — kept on booking {recorded.booking_ref_code}.
        </Notice>
      )}
      <form className="form inspection-form" noValidate onSubmit={send}>
        <fieldset
          className="inspection-outcomes"
          aria-describedby={formState.errors.outcome ? `${noteId}-outcome` : undefined}
        >
          <legend>What did you find?</legend>
          {inspectionOutcomes.map((outcome) => (
            <label key={outcome} className={`choice${chosen === outcome ? ' choice-on' : ''}`}>
              <input type="radio" value={outcome} {...register('outcome')} />
              {inspectionOutcomeWords[outcome]}
            </label>
          ))}
          {formState.errors.outcome && (
            <p id={`${noteId}-outcome`} className="field-error">
              {formState.errors.outcome.message}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={noteId}>Note</label>
          <textarea
            id={noteId}
            className="inspection-note"
            aria-invalid={formState.errors.note ? true : undefined}
            aria-describedby={formState.errors.note ? `${noteId}-error` : undefined}
            {...register('note')}
          />
          {formState.errors.note && (
            <p id={`${noteId}-error`} className="field-error">
              {formState.errors.note.message}
            </p>
          )}
        </div>
        <SelectField
          label="Gate or place"
          placeholder="Not at a gate"
          options={(gates ?? []).map((gate) => ({
            value: gate.gate_public_id,
            label: gate.gate_name,
          }))}
          error={formState.errors.gate?.message}
          {...register('gate')}
        />
        <FormSubmit
          label="Record inspection"
          busyLabel="Recording…"
          busy={formState.isSubmitting}
          error={failure}
        />
      </form>
    </section>
  );
}
