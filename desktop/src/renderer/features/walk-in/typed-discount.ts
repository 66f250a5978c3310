/**
 * A staff discount percent as it is typed: only digits and one dot are kept, and a figure over
 * 100 resets to 0 (the field then says 'Must be between 0-100%').
 *
 * spec: staff-booking.md §5 (discount percent 0-100; typing over 100 resets to 0; only digits
 * and a dot allowed), §9 (discount range 0 to 100).
 */

/** What the field shows, the percent it means (0 while empty) and whether it was reset. */
export interface TypedDiscount {
  text: string;
  percent: number;
  reset: boolean;
}

/** The discount of what the user typed (see the module comment). */
export function typedDiscount(typed: string): TypedDiscount {
  const [whole = '', ...fractions] = typed.replace(/[^\d.]/g, '').split('.');
  const text = fractions.length > 0 ? `${whole}.${fractions.join('')}` : whole;
  const percent = Number(text === '' || text === '.' ? 0 : text);
  if (percent > 100) return { text: '0', percent: 0, reset: true };
  return { text, percent, reset: false };
}
