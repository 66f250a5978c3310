/**
 * The payment method cards, Mpesa and Card, as one radio group.
 *
 * spec: public-site.md §2.12 (payment method cards (Mpesa, Card)), §4 (payment_mode is Mpesa
 * or Card).
 */
export type PaymentMode = 'Mpesa' | 'Card';

const METHODS: { mode: PaymentMode; label: string; detail: string }[] = [
  { mode: 'Mpesa', label: 'Mpesa', detail: 'A prompt on your phone; pay in KES' },
  { mode: 'Card', label: 'Card', detail: 'Visa or Mastercard on the bank’s secure page' },
];

export function PaymentMethodCards({
  mode,
  onChange,
}: {
  mode: PaymentMode;
  onChange: (mode: PaymentMode) => void;
}) {
  return (
    <fieldset className="method-cards">
      <legend>Payment method</legend>
      {METHODS.map((method) => (
        <label
          key={method.mode}
          className={`method-card${method.mode === mode ? ' is-selected' : ''}`}
        >
          <input
            type="radio"
            name="payment_mode"
            value={method.mode}
            checked={method.mode === mode}
            onChange={() => onChange(method.mode)}
          />
          <span className="method-card-label">{method.label}</span>
          <span className="method-card-detail">{method.detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
