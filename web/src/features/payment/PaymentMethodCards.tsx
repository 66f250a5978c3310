/**
 * The payment method cards, Mpesa and Card, as one radio group.
 *
 * spec: public-site.md §2.12 (payment method cards (Mpesa, Card)), §4 (payment_mode is Mpesa
 * or Card).
 */
import { type ChoiceCard, ChoiceCards } from './ChoiceCards';

export type PaymentMode = 'Mpesa' | 'Card';

const METHODS: ChoiceCard<PaymentMode>[] = [
  { value: 'Mpesa', label: 'Mpesa', detail: 'A prompt on your phone; pay in KES' },
  { value: 'Card', label: 'Card', detail: 'Visa or Mastercard on the bank’s secure page' },
];

export function PaymentMethodCards({
  mode,
  onChange,
}: {
  mode: PaymentMode;
  onChange: (mode: PaymentMode) => void;
}) {
  return (
    <ChoiceCards
      legend="Payment method"
      name="payment_mode"
      options={METHODS}
      value={mode}
      onChange={onChange}
    />
  );
}
