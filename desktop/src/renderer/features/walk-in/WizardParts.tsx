/**
 * The parts the walk-in wizard and the staff booking wizard share: the step tabs, the quote's
 * total beside the step, and the spec's snackbar (an error that closes itself after 6 seconds,
 * or with its Close button).
 *
 * spec: staff-booking.md §2.1 (tabbed wizard; figures on each step), §8 ('Destination must be
 * provided' snackbar, 6 s, Close), §9 (snackbar timeout 6000 ms).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useEffect, useState } from 'react';
import { Notice } from '../../components/Notice';

const SNACKBAR_MILLISECONDS = 6000;

interface StepTabsProps {
  steps: readonly string[];
  index: number;
  onStep: (index: number) => void;
}

/** The steps as numbered tabs, the current one marked. */
export function StepTabs({ steps, index, onStep }: StepTabsProps) {
  return (
    <ol className="steps" aria-label="Steps">
      {steps.map((name, position) => (
        <li key={name}>
          <button
            type="button"
            className="step-tab"
            aria-current={position === index ? 'step' : undefined}
            onClick={() => onStep(position)}
          >
            <span className="step-number">{position + 1}</span> {name}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The quote's amount due and residency total ('—' while unpriced). */
export function WizardTotal({ quote }: { quote: Quote | null }) {
  return (
    <aside className="panel wizard-total" aria-label="Quote">
      <h2>Total</h2>
      <p className="big-figure" data-testid="wizard-total">
        {quote ? formatMoney(quote.totals.amount_due, quote.currency) : '—'}
      </p>
      <p className="muted">
        Residency {quote ? formatMoney(quote.totals.conservation, quote.currency) : '—'}
      </p>
    </aside>
  );
}

/** The snackbar's message (null: none) and its setter; the message goes after 6 seconds. */
export function useSnackbar(): [string | null, (message: string | null) => void] {
  const [snackbar, setSnackbar] = useState<string | null>(null);
  useEffect(() => {
    if (!snackbar) return;
    const timer = setTimeout(() => setSnackbar(null), SNACKBAR_MILLISECONDS);
    return () => clearTimeout(timer);
  }, [snackbar]);
  return [snackbar, setSnackbar];
}

/** The snackbar showing `message`, if any, with Close. */
export function Snackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <div className="snackbar">
      <Notice tone="error" onClose={onClose}>
        {message}
      </Notice>
    </div>
  );
}
