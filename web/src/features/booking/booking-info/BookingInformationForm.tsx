/**
 * The booking information form: Personal Information, Entry Information, proof of residency
 * (dialog), a donation, the terms and the liability disclaimer (its dialog opens on load),
 * and Continue to Payment — disabled until terms and disclaimer are both ticked. The form is
 * checked with the shared booking form schema (the spec's messages); a valid form is saved as
 * `previous_booking`, posted with the cart to `POST /public/bookings`, and the visitor goes
 * to the payment page of the new booking, the cart kept as `booked_trip` (booked, so no longer
 * a trip in progress). The API's field messages come back onto the form.
 *
 * spec: public-site.md §2.11, §4 (booking information), §5 "Booking form", §7 "Public booking
 * post"; api-contract.md §Bookings.
 */

import { messages } from '@hifadhi/shared/messages';
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import { type BookingForm, bookingFormSchema } from '@hifadhi/shared/schemas/booking-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notification-context';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError, apiPost } from '../../../lib/api-client';
import { conservancyToday } from '../../../lib/today';
import { useLookups } from '../../catalogue/catalogue-queries';
import { tripQuoteRequest } from '../quote/trip-quote-request';
import { hasVehicle } from '../trip/has-vehicle';
import { useTrip } from '../trip/trip-context';
import { saveBookedTrip, savePreviousBooking } from '../trip/trip-storage';
import { DisclaimerDialog } from './DisclaimerDialog';
import { DonationSection } from './DonationSection';
import { entryGates } from './entry-gates';
import { ResidencyProofDialog } from './ResidencyProofDialog';
import { waiverAcceptedOn } from './waiver-acceptance';

/** The form as typed, before the schema trims and checks it. */
interface BookingFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  code: string;
  country_details: { name: string; code: string; calling_code: string } | null;
  entry_mode: string;
  entry_point: string;
  mode_registration: string;
  promo_code: string;
  additional_note: string;
  newsletter: boolean;
  terms: boolean;
  disclaimer: boolean;
}

const resolver = zodResolver(bookingFormSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  BookingForm
>;

/** The payment page of a new booking on the full path (`payment/info/{booking_id}`). */
const bookingPaymentPath = (bookingId: string) => `/payment/info/${bookingId}`;

/** `paymentPath`: where the new booking is paid (express checkout has its own route). */
export function BookingInformationForm({
  paymentPath = bookingPaymentPath,
}: {
  paymentPath?: (bookingId: string) => string;
} = {}) {
  const { trip, dispatch } = useTrip();
  const lookups = useLookups().data;
  const notify = useNotify();
  const navigate = useNavigate();
  // A waiver accepted today on the waiver page counts as agreed; else the disclaimer opens.
  const [waiverAccepted] = useState(() => waiverAcceptedOn(conservancyToday()));
  const [disclaimerOpen, setDisclaimerOpen] = useState(!waiverAccepted);
  const [disclaimerViewed, setDisclaimerViewed] = useState(waiverAccepted);
  const [proofOpen, setProofOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    watch,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, BookingForm>({
    resolver,
    defaultValues: {
      first_name: trip.user.first_name,
      last_name: trip.user.last_name,
      email: trip.user.email,
      phone: trip.user.phone,
      country: '',
      city: '',
      address: '',
      code: '',
      country_details: null,
      entry_mode: '',
      entry_point: '',
      mode_registration: '',
      promo_code: '',
      additional_note: '',
      newsletter: false,
      terms: false,
      disclaimer: waiverAccepted,
    },
  });
  const [terms, disclaimer, entryMode] = watch(['terms', 'disclaimer', 'entry_mode']);

  const chooseCountry = (code: string) => {
    const country = lookups?.countries.find((candidate) => candidate.code === code);
    const previous = getValues('country_details');
    const phone = getValues('phone').trim();
    setValue('code', code);
    setValue('country_details', country ?? null);
    if (country && (phone === '' || phone === `+${previous?.calling_code ?? ''}`)) {
      setValue('phone', `+${country.calling_code}`);
    }
  };

  const submit = async (form: BookingForm) => {
    const request = tripQuoteRequest(trip);
    if (!request) {
      navigate('/index');
      return;
    }
    if (!hasVehicle(trip)) {
      notify({ message: messages.vehicleMandatory, tone: 'error' });
      return;
    }
    dispatch({
      type: 'set_contact',
      contact: {
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
      },
    });
    const payload = { ...request, ...form, proof_of_residency: trip.proof_of_residency };
    savePreviousBooking(payload);
    setSubmitting(true);
    try {
      const created = await apiPost<BookingCreated>('/public/bookings', payload);
      // The trip is booked: home no longer asks before emptying this cart.
      saveBookedTrip(request);
      navigate(paymentPath(created.booking_public_id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.body.fields ?? {})) {
        if (field in getValues()) setError(field as keyof BookingFormValues, { message });
      }
      for (const message of error.messages) notify({ message, tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  const gates = entryGates(lookups?.gates ?? [], {
    entryMode,
    destination: trip.user.destination,
  });

  return (
    <>
      <form className="booking-form" onSubmit={handleSubmit(submit)} noValidate>
        <fieldset className="form-section">
          <legend>Personal Information</legend>
          <div className="field-row">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </div>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label="Country"
            autoComplete="country"
            error={errors.country?.message}
            options={(lookups?.countries ?? []).map((country) => ({
              value: country.code,
              label: country.name,
            }))}
            {...register('country', { onChange: (event) => chooseCountry(event.target.value) })}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Start with your country's calling code, e.g. +254 712 345 678"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="Address (optional)"
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>Entry Information</legend>
          <div className="field-row">
            <SelectField
              label="Entry mode (optional)"
              options={(lookups?.entry_modes ?? []).map((mode) => ({
                value: mode.entry_mode_public_id,
                label: mode.entry_mode_name,
              }))}
              {...register('entry_mode', { onChange: () => setValue('entry_point', '') })}
            />
            <SelectField
              label="Entry point (optional)"
              options={gates.map((gate) => ({ value: gate.gate_public_id, label: gate.gate_name }))}
              {...register('entry_point')}
            />
          </div>
          <TextField
            label="Vehicle registration (optional)"
            autoComplete="off"
            error={errors.mode_registration?.message}
            {...register('mode_registration')}
          />
          <TextField
            label="Promo code (optional)"
            autoComplete="off"
            error={errors.promo_code?.message}
            {...register('promo_code')}
          />
          <div className="field">
            <label htmlFor="additional-note">Note to the conservancy (optional)</label>
            <textarea id="additional-note" rows={3} {...register('additional_note')} />
          </div>
          <label className="check">
            <input type="checkbox" {...register('newsletter')} />
            Send me the conservancy's newsletter
          </label>
        </fieldset>

        <fieldset className="form-section">
          <legend>Proof of residency</legend>
          <p className="note">
            Citizen and resident rates need proof at the gate.{' '}
            {trip.proof_of_residency.length > 0
              ? `${trip.proof_of_residency.length} guest document(s) added.`
              : 'No documents added yet.'}
          </p>
          <button type="button" className="button secondary" onClick={() => setProofOpen(true)}>
            Add proof of residency
          </button>
        </fieldset>

        <DonationSection />

        <fieldset className="form-section">
          <legend>Terms</legend>
          <label className="check">
            <input type="checkbox" {...register('terms')} />
            <span>
              I accept the <Link to="/pt&c">terms and conditions</Link>
            </span>
          </label>
          {errors.terms?.message && <p className="field-error">{errors.terms.message}</p>}
          <label className="check">
            <input type="checkbox" disabled={!disclaimerViewed} {...register('disclaimer')} />
            <span>I have read and agree to the liability disclaimer</span>
          </label>
          {errors.disclaimer?.message && <p className="field-error">{errors.disclaimer.message}</p>}
          <button type="button" className="text-button" onClick={() => setDisclaimerOpen(true)}>
            Read the liability disclaimer
          </button>
        </fieldset>

        <div className="step-actions">
          <button
            type="submit"
            className="button primary"
            disabled={!terms || !disclaimer || submitting}
          >
            {submitting ? <Spinner label="Booking" /> : null}
            Continue to Payment
          </button>
        </div>
      </form>
      <ResidencyProofDialog open={proofOpen} onClose={() => setProofOpen(false)} />
      <DisclaimerDialog
        open={disclaimerOpen}
        onClose={() => {
          setDisclaimerOpen(false);
          setDisclaimerViewed(true);
        }}
        onAgree={() => {
          setValue('disclaimer', true);
          setDisclaimerOpen(false);
          setDisclaimerViewed(true);
        }}
      />
    </>
  );
}
