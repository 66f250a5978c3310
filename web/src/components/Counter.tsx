/**
 * A whole-number counter: a labelled number field between − and + buttons (44 px tap
 * targets). Values are kept between `min` and `max`; empty or negative input becomes `min`.
 *
 * spec: public-site.md §5 (counters cannot go below 0; counts limited to available slots;
 * empty or negative values become 0).
 */
import { useId } from 'react';

interface CounterProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** Highest value allowed; none when omitted. */
  max?: number;
  /** Shown under the label, e.g. a price. */
  hint?: string;
}

export function Counter({ label, value, onChange, min = 0, max, hint }: CounterProps) {
  const id = useId();
  const clamp = (next: number) => {
    const whole = Number.isFinite(next) ? Math.floor(next) : min;
    return Math.max(min, max === undefined ? whole : Math.min(max, whole));
  };
  return (
    <div className="counter">
      <div className="counter-label">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={`${id}-hint`} className="counter-hint">
            {hint}
          </span>
        )}
      </div>
      <div className="counter-controls">
        <button
          type="button"
          className="counter-button"
          aria-label={`Fewer: ${label}`}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="counter-input"
          min={min}
          max={max}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        />
        <button
          type="button"
          className="counter-button"
          aria-label={`More: ${label}`}
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
