/**
 * The walk-in wizard for an individual guest at the gate: a tabbed wizard with previous and
 * next, the quote's figures throughout, and Complete Booking on the approval step. The booking
 * is made on the kiosk (offline too) and opens for the gate payment.
 *
 * The first step also picks a member from the kiosk's replica (their discounts priced offline;
 * Approval shows what they took off) and takes a promo code, which the gate checks with the
 * server, so offline it says so.
 *
 * spec: staff-booking.md §2.1 (steps, member picker, promo code, NewBooking: Complete Booking), §4, §5, §8 ('Destination
 * must be provided' as a 6-second snackbar with Close), §9 (snackbar timeout 6000 ms).
 */

import { messages } from '@hifadhi/shared/messages';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GateMember } from '../../../gate/walk-in-members';
import type { WalkInQuote } from '../../../gate/walk-ins';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { GateError, gatePost } from '../../lib/gate-api';
import type { BookingSummary, WalkInOptions } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';
import { useGateStatus } from '../status/status-context';
import { AccommodationStep } from './AccommodationStep';
import { ActivitiesStep } from './ActivitiesStep';
import { ApprovalStep } from './ApprovalStep';
import { DetailsStep } from './DetailsStep';
import { MemberDiscountSummary } from './MemberDiscountSummary';
import { ProofStep } from './ProofStep';
import { ResidencyStep } from './ResidencyStep';
import { useWalkInQuote } from './use-walk-in-quote';
import { VehiclesStep } from './VehiclesStep';
import { WalkInMemberPicker } from './WalkInMemberPicker';
import { Snackbar, StepTabs, useSnackbar, WizardTotal } from './WizardParts';
import {
  completeProofs,
  detailsErrors,
  emptyDraft,
  proofEntriesOf,
  quoteRequestOf,
  stepProblem,
  type WalkInDraft,
  type WalkInStep,
  walkInBodyOf,
  walkInSteps,
} from './walk-in-draft';

/** The promo field's hint while the kiosk is offline (the gate service refuses the code too). */
const PROMO_OFFLINE_HINT = 'Promo codes need the server: the kiosk is offline.';

export function WalkInPage() {
  const { data: options, error: optionsError } = useGateData<WalkInOptions>('/walk-in/options');
  if (optionsError !== null) return <ErrorNotice error={optionsError} />;
  if (!options) return <p className="muted">Loading the catalogue…</p>;
  return <WalkInWizard options={options} />;
}

function WalkInWizard({ options }: { options: WalkInOptions }) {
  const navigate = useNavigate();
  const { refresh, status } = useGateStatus();
  const [draft, setDraft] = useState<WalkInDraft>(() => emptyDraft(options.today));
  const [stepIndex, setStepIndex] = useState(0);
  const [showDetailErrors, setShowDetailErrors] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useSnackbar();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [member, setMember] = useState<GateMember | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const offline = status?.mode === 'offline';

  const change = (patch: Partial<WalkInDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const datesReady = draft.check_in !== '' && draft.check_out >= draft.check_in;
  const discounts = useMemo(
    () => ({ member: member?.member_public_id ?? null, promo_code: promoCode.trim() || null }),
    [member, promoCode],
  );
  const request = useMemo(
    () => (datesReady ? { ...quoteRequestOf(draft), ...discounts } : null),
    [datesReady, draft, discounts],
  );
  const priced = useWalkInQuote(request);
  const { error: quoteError, current } = priced;
  const quote = priced.quote as WalkInQuote | null;
  const memberRefusal = quoteError instanceof GateError ? quoteError.fields.member : undefined;
  const proofEntries = proofEntriesOf(draft, options.conservation_fees);
  const steps = walkInSteps.filter(
    (step) => step !== 'Proof of Residency' || proofEntries.length > 0,
  );
  const index = Math.min(stepIndex, steps.length - 1);
  const step = steps[index] as WalkInStep;
  const errors = showDetailErrors ? detailsErrors(draft) : {};

  const goTo = (next: number) => {
    if (step === 'Guest Details') setShowDetailErrors(true);
    setProblem(null);
    setStepIndex(next);
  };

  const next = async () => {
    const found = stepProblem(step, draft, await current());
    if (found) {
      setProblem(found);
      return;
    }
    goTo(index + 1);
  };

  const complete = async () => {
    setSubmitError(null);
    if (!draft.destination) {
      setSnackbar(messages.destinationMissing);
      return;
    }
    if (Object.keys(detailsErrors(draft)).length > 0) {
      setShowDetailErrors(true);
      setStepIndex(0);
      setProblem('Fill in the marked fields, then complete the booking.');
      return;
    }
    const residency = stepProblem('Residency', draft, await current());
    if (residency) {
      setProblem(residency);
      return;
    }
    setBusy(true);
    try {
      const made = await gatePost<{ booking: BookingSummary }>('/walk-ins', {
        ...walkInBodyOf(draft, proofEntries),
        ...discounts,
      });
      void refresh();
      navigate(`/bookings/${made.booking.booking_public_id}#payment`);
    } catch (caught) {
      setSubmitError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Walk-in booking</h1>
      <StepTabs steps={steps} index={index} onStep={goTo} />
      <div className="wizard">
        <section className="panel wizard-step" aria-labelledby="step-title">
          <h2 id="step-title">{step}</h2>
          {step === 'Guest Details' && (
            <>
              <WalkInMemberPicker
                member={member}
                refusal={memberRefusal}
                onMember={(chosen) => {
                  setMember(chosen);
                  if (chosen && !draft.first_name.trim() && !draft.last_name.trim()) {
                    change({ first_name: chosen.first_name, last_name: chosen.sur_name });
                  }
                }}
              />
              <DetailsStep draft={draft} options={options} errors={errors} change={change} />
              <Field
                label="Promo code (optional)"
                value={promoCode}
                hint={
                  offline
                    ? PROMO_OFFLINE_HINT
                    : 'Checked with the server: valid dates and uses left.'
                }
                onChange={(event) => setPromoCode(event.target.value.toUpperCase())}
              />
            </>
          )}
          {step === 'Residency' && (
            <ResidencyStep draft={draft} options={options} quote={quote} change={change} />
          )}
          {step === 'Vehicle Entry Fees' && (
            <VehiclesStep draft={draft} options={options} quote={quote} change={change} />
          )}
          {step === 'Accommodation / Camping' && (
            <AccommodationStep draft={draft} options={options} quote={quote} change={change} />
          )}
          {step === 'Activities' && (
            <ActivitiesStep draft={draft} options={options} quote={quote} change={change} />
          )}
          {step === 'Proof of Residency' && (
            <ProofStep draft={draft} entries={proofEntries} change={change} />
          )}
          {step === 'Approval' && (
            <ApprovalStep
              draft={draft}
              options={options}
              quote={quote}
              proofs={completeProofs(proofEntries)}
            />
          )}
          {step === 'Approval' && quote && member && (
            <MemberDiscountSummary quote={quote} membership={member.membership} />
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
            {step === 'Approval' ? (
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void complete()}
              >
                {busy ? 'Booking…' : 'Complete Booking'}
              </button>
            ) : (
              <button type="button" className="button button-primary" onClick={() => void next()}>
                Next →
              </button>
            )}
          </div>
        </section>
        <WizardTotal quote={quote} />
      </div>
      <Snackbar message={snackbar} onClose={() => setSnackbar(null)} />
    </>
  );
}
