/**
 * A radio group drawn as cards, each with a label and a line of detail: the payment method
 * cards and the deposit choice of the payment page.
 *
 * spec: public-site.md §2.12 (payment method cards).
 */

/** One card: its value, label and detail. */
export interface ChoiceCard<T extends string> {
  value: T;
  label: string;
  detail: string;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  /** The radio group's name. */
  name: string;
  options: readonly ChoiceCard<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="method-cards">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`method-card${option.value === value ? ' is-selected' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="method-card-label">{option.label}</span>
          <span className="method-card-detail">{option.detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
