/**
 * The reservation stepper's header: numbered steps, each clickable directly, the current one
 * marked (`aria-current="step"`), arrow keys moving between them; and a progress bar
 * (step − 1) ÷ (steps − 1) wide.
 *
 * spec: public-site.md §2.8 (three steps, clickable directly; progress bar width).
 */
import { type KeyboardEvent, useRef } from 'react';

interface ReservationStepperProps {
  steps: string[];
  /** 1-based. */
  current: number;
  onSelect: (step: number) => void;
}

export function ReservationStepper({ steps, current, onSelect }: ReservationStepperProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const progress = steps.length > 1 ? ((current - 1) / (steps.length - 1)) * 100 : 100;
  const onKeyDown = (event: KeyboardEvent, step: number) => {
    const target = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 1, End: steps.length }[
      event.key
    ];
    if (target === undefined || target < 1 || target > steps.length) return;
    event.preventDefault();
    onSelect(target);
    buttons.current[target - 1]?.focus();
  };
  return (
    <nav className="stepper" aria-label="Reservation steps">
      <ol className="stepper-steps">
        {steps.map((label, index) => {
          const step = index + 1;
          return (
            <li key={label}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className="stepper-step"
                aria-current={step === current ? 'step' : undefined}
                onClick={() => onSelect(step)}
                onKeyDown={(event) => onKeyDown(event, step)}
              >
                <span className="stepper-number" aria-hidden="true">
                  {step}
                </span>
                <span>
                  <span className="visually-hidden">Step {step}: </span>
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <div
        className="stepper-progress"
        role="progressbar"
        aria-label="Reservation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div className="stepper-progress-bar" style={{ width: `${progress}%` }} />
      </div>
    </nav>
  );
}
