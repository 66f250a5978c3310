/**
 * The one booking wizard of the staff application, for every mode (NewBooking, EditBooking,
 * NewPartnerBooking and the group booking route) and both hosts: a tabbed wizard with previous
 * and next, the quote's figures throughout, and the mode's action buttons on the approval
 * step. Its channel (`booking-channel.ts`) decides how the draft is priced and booked and what
 * the first step shows: the staff channel works with the API (`POST /quotes`, `POST
 * /bookings`); the kiosk's walk-in is this wizard in NewBooking mode with the gate channel,
 * priced and booked on the kiosk, offline too. The browser computes no figure.
 *
 * - NewBooking and the group route: Complete Booking.
 * - NewPartnerBooking: Complete Booking (Guest To Pay) and Complete Booking (partner To Pay).
 * - The staff channel's tools (not for a partner's agent): a discount on every line, camping
 *   multi-arrivals, Escapes and extra adults and children on step 4; each line's 'Available
 *   slots'; Use Booking Reference on Proof of Residency.
 * - EditBooking: Send Email to client and Amend Booking, then the credit-note offer when the
 *   new total is below what was paid; a Postpone Booking link to the PostponeBooking screen
 *   where the role may postpone.
 * - A kept draft (`storageKey`) stays in the browser until the booking is saved.
 *
 * spec: staff-booking.md §2.1 (steps, buttons), §2.7, §2.8, §4 (drafts cleared after a save), §5, §8
 * ('Destination must be provided' snackbar, 6 s), §9; api-contract.md §Staff bookings.
 */
import { messages } from '@hifadhi/shared/messages';
import type { AmendmentOutcome } from '@hifadhi/shared/schemas/staff-booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { GateError } from '../../lib/gate-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { postponePath } from '../staff-shell/staff-routes';
import { AccommodationStep } from '../walk-in/AccommodationStep';
import { ActivitiesStep } from '../walk-in/ActivitiesStep';
import { ApprovalStep } from '../walk-in/ApprovalStep';
import { ProofStep } from '../walk-in/ProofStep';
import { ResidencyStep } from '../walk-in/ResidencyStep';
import { useWalkInQuote } from '../walk-in/use-walk-in-quote';
import { VehiclesStep } from '../walk-in/VehiclesStep';
import { Snackbar, StepTabs, useSnackbar, WizardTotal } from '../walk-in/WizardParts';
import { completeProofs, proofEntriesOf } from '../walk-in/walk-in-draft';
import { ActivitySlots } from './ActivitySlots';
import { AvailableSlots } from './AvailableSlots';
import { BookingMade } from './BookingMade';
import type { BookingChannel, MadeBooking } from './booking-channel';
import { CreditNoteOffer } from './CreditNoteOffer';
import { clearDraft, saveDraft } from './draft-storage';
import { StaffLodgingExtras } from './StaffLodgingExtras';
import { amendBodyOf, type StaffBookingDraft, type WizardMode } from './staff-booking-draft';
import { UseBookingReference } from './UseBookingReference';
import type { StaffWizardCatalogue } from './use-wizard-catalogue';
import { type CompleteAction, laterSteps, wizardModes } from './wizard-modes';
import './staff-booking-wizard.css';

/** A booking as `PATCH /bookings/{id}` answers it (the part used here). */
interface AmendAnswer extends MadeBooking {
  /** The totals before and after, and the credit note offered. */
  amendment?: AmendmentOutcome;
}

export interface StaffBookingWizardProps {
  mode: WizardMode;
  /** How the draft is priced and booked, and what the first step shows. */
  channel: BookingChannel;
  catalogue: StaffWizardCatalogue;
  /** The draft to start from (kept, the amended booking's, or empty). */
  initial: StaffBookingDraft;
  /** Where the draft is kept until submitted (each mode, booking and the kiosk's walk-in its own). */
  storageKey?: string;
  /** EditBooking: the amended booking's public id and reference. */
  amending?: { booking_public_id: string; booking_ref_code: string };
  /** EditBooking: whether the role may postpone (the Postpone Booking link). */
  postpones?: boolean;
  /** NewPartnerBooking by a partner user: its institution (selector and discounts hidden). */
  ownPartner?: { public_id: string; name: string } | null;
  /** Start over: forget the kept draft and start again from the booking (or empty). */
  onStartOver: () => void;
}

export function StaffBookingWizard(props: StaffBookingWizardProps) {
  const { mode, channel, catalogue, storageKey, amending, ownPartner } = props;
  const setup = wizardModes[mode];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<StaffBookingDraft>(props.initial);
  const [stepIndex, setStepIndex] = useState(0);
  const [showDetailErrors, setShowDetailErrors] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useSnackbar();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [attemptKey] = useState(newIdempotencyKey);
  const [amended, setAmended] = useState<AmendAnswer | null>(null);
  const [made, setMade] = useState<MadeBooking | null>(null);
  const discounts = channel.staffTools && !ownPartner;
  const discountsOf = (field: 'guest_discounts' | 'vehicle_discounts') =>
    discounts
      ? {
          values: draft[field],
          onChange: (values: Record<string, number>) => change({ [field]: values }),
        }
      : undefined;

  useEffect(() => {
    if (storageKey) saveDraft(storageKey, draft);
  }, [storageKey, draft]);

  const change = (patch: Partial<StaffBookingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const guestDiscounts = discountsOf('guest_discounts');
  const vehicleDiscounts = discountsOf('vehicle_discounts');
  const datesReady = draft.check_in !== '' && draft.check_out >= draft.check_in;
  const request = useMemo(
    () => (datesReady ? channel.quoteRequestOf(draft) : null),
    [datesReady, draft, channel],
  );
  const { quote, error: quoteError, current } = useWalkInQuote(request, channel.pricer);
  const memberRefusal = quoteError instanceof GateError ? quoteError.fields.member : undefined;
  const proofEntries = proofEntriesOf(draft, catalogue.conservation_fees);
  const steps = [setup.firstStep, ...laterSteps].filter(
    (step) => step !== 'Proof of Residency' || proofEntries.length > 0,
  );
  const index = Math.min(stepIndex, steps.length - 1);
  const step = steps[index] as string;
  const errors = showDetailErrors ? channel.detailsErrors(draft) : {};

  const goTo = (next: number) => {
    if (index === 0) setShowDetailErrors(true);
    setProblem(null);
    setStepIndex(next);
  };
  const next = async () => {
    if (index === 0 && mode === 'group' && draft.booking_type === '') {
      setShowDetailErrors(true);
      setProblem(messages.groupTypeMissing);
      return;
    }
    const found = step === 'Residency' ? channel.residencyProblem(draft, await current()) : null;
    if (found) {
      setProblem(found);
      return;
    }
    goTo(index + 1);
  };

  /** Checks the draft before sending; true when it may be sent. */
  const ready = async () => {
    setSubmitError(null);
    if (!draft.destination) {
      setSnackbar(messages.destinationMissing);
      return false;
    }
    if (Object.keys(channel.detailsErrors(draft)).length > 0) {
      setShowDetailErrors(true);
      setStepIndex(0);
      setProblem('Fill in the marked fields, then complete the booking.');
      return false;
    }
    const residency = channel.residencyProblem(draft, await current());
    if (residency) setProblem(residency);
    return residency === null;
  };

  /** After a save: where the channel opens the booking, else its summary here. */
  const finish = async (answer: MadeBooking) => {
    if (storageKey) clearDraft(storageKey);
    await queryClient.invalidateQueries({ queryKey: [`/bookings/${answer.booking_public_id}`] });
    const path = channel.pathOf(answer);
    if (path) navigate(path);
    else setMade(answer);
  };

  const send = async (action: () => Promise<void>) => {
    if (!(await ready())) return;
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setSubmitError(caught);
    } finally {
      setBusy(false);
    }
  };

  const complete = (choice: CompleteAction) =>
    send(async () => {
      await finish(await channel.create(draft, proofEntries, choice, attemptKey));
    });

  const amend = () =>
    send(async () => {
      if (!amending) return;
      const path = `/bookings/${encodeURIComponent(amending.booking_public_id)}`;
      const answer = await staffRequest<AmendAnswer>(
        'PATCH',
        path,
        amendBodyOf(draft, proofEntries),
      );
      if (answer.amendment?.credit_note_offered) {
        if (storageKey) clearDraft(storageKey);
        setAmended(answer);
      } else await finish(answer);
    });

  const offered = amended?.amendment;
  if (amended && amending && offered?.credit_note_offered) {
    return (
      <CreditNoteOffer
        path={`/bookings/${encodeURIComponent(amending.booking_public_id)}`}
        currency={amended.currency}
        outcome={{ ...offered, credit_note_offered: offered.credit_note_offered }}
        onDone={() => void finish(amended)}
      />
    );
  }
  if (made) return <BookingMade booking={made} />;

  return (
    <div className="staff-wizard">
      <div className="wizard-heading">
        <h1>
          {channel.title ?? setup.title}
          {amending && <span className="ref-code"> {amending.booking_ref_code}</span>}
        </h1>
        <div className="button-row">
          {amending && props.postpones && (
            <Link className="button" to={postponePath(amending.booking_public_id)}>
              Postpone Booking
            </Link>
          )}
          <button type="button" className="button button-quiet" onClick={props.onStartOver}>
            Start over
          </button>
        </div>
      </div>
      {ownPartner && <p className="muted">Booking for {ownPartner.name}.</p>}
      <StepTabs steps={steps} index={index} onStep={goTo} />
      <div className="wizard">
        <section className="panel wizard-step" aria-labelledby="step-title">
          <h2 id="step-title">{step}</h2>
          {index === 0 && channel.firstStep({ draft, catalogue, errors, change, memberRefusal })}
          {step === 'Residency' && (
            <ResidencyStep
              draft={draft}
              options={catalogue}
              quote={quote}
              change={change}
              discounts={guestDiscounts}
            />
          )}
          {step === 'Vehicle Entry Fees' && (
            <VehiclesStep
              draft={draft}
              options={catalogue}
              quote={quote}
              change={change}
              discounts={vehicleDiscounts}
            />
          )}
          {step === 'Accommodation / Camping' && (
            <>
              <AccommodationStep
                draft={draft}
                options={catalogue}
                quote={quote}
                change={change}
                staff={discounts}
                slotsOf={
                  channel.staffTools
                    ? (line) => (
                        <AvailableSlots
                          publicId={line.public_id}
                          startDate={line.start_date ?? draft.check_in}
                          endDate={line.end_date ?? draft.check_out}
                          amendingBookingPublicId={amending?.booking_public_id}
                          partnerPublicId={draft.partner || undefined}
                        />
                      )
                    : undefined
                }
              />
              {discounts && (
                <StaffLodgingExtras
                  draft={draft}
                  catalogue={catalogue}
                  quote={quote}
                  change={change}
                  amendingBookingPublicId={amending?.booking_public_id}
                />
              )}
            </>
          )}
          {step === 'Activities' && (
            <ActivitiesStep
              draft={draft}
              options={catalogue}
              quote={quote}
              change={change}
              staff={discounts}
              slotsOf={
                channel.staffTools
                  ? (line) => (
                      <ActivitySlots
                        publicId={line.public_id}
                        date={line.date}
                        amendingBookingPublicId={amending?.booking_public_id}
                      />
                    )
                  : undefined
              }
            />
          )}
          {step === 'Proof of Residency' && (
            <>
              <ProofStep draft={draft} entries={proofEntries} change={change} />
              {channel.staffTools && (
                <UseBookingReference
                  proofs={draft.proofs}
                  entries={proofEntries}
                  onProofs={(proofs) => change({ proofs })}
                />
              )}
            </>
          )}
          {step === 'Approval' && (
            <>
              <ApprovalStep
                draft={draft}
                options={catalogue}
                quote={quote}
                proofs={completeProofs(proofEntries)}
              />
              {channel.approvalExtras?.(draft, quote)}
              {amending && (
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={draft.send_mail}
                    checked={draft.send_mail}
                    onChange={(event) => change({ send_mail: event.target.checked })}
                  />{' '}
                  Send Email to client
                </label>
              )}
            </>
          )}
          {quoteError !== null && <ErrorNotice error={quoteError} />}
          {problem && <Notice tone="error">{problem}</Notice>}
          {submitError !== null && <ErrorNotice error={submitError} />}
          <div className="button-row wizard-nav">
            <button
              type="button"
              className="button"
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              ← Previous
            </button>
            {step !== 'Approval' && (
              <button type="button" className="button button-primary" onClick={() => void next()}>
                Next →
              </button>
            )}
            {step === 'Approval' &&
              (amending ? (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  onClick={() => void amend()}
                >
                  {busy ? 'Amending…' : 'Amend Booking'}
                </button>
              ) : (
                setup.complete.map((choice) => (
                  <button
                    key={choice.label}
                    type="button"
                    className="button button-primary"
                    disabled={busy}
                    onClick={() => void complete(choice)}
                  >
                    {choice.label}
                  </button>
                ))
              ))}
          </div>
        </section>
        <WizardTotal quote={quote} />
      </div>
      <Snackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </div>
  );
}
