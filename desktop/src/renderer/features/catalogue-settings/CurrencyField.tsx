/**
 * The Currency select of a price (KES or USD) with its field message; the rest of its props
 * go to the select (react-hook-form's `register`).
 *
 * spec: pricing-rules.md (prices in KES or USD).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { ComponentProps } from 'react';
import { SelectField } from '../../components/SelectField';

const currencyOptions = currencyCode.options.map((value) => ({ value, label: value }));

export function CurrencyField(props: ComponentProps<'select'> & { error?: string }) {
  return <SelectField label="Currency" options={currencyOptions} {...props} />;
}
