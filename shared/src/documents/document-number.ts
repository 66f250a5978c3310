/**
 * How booking documents are numbered when printed or shown: each kind has its own gapless
 * series, printed with its prefix and six digits. The API numbers them; the staff app shows a
 * credit note by the same words the PDF prints.
 *
 * spec: issue 13 item 5 (documents numbered in sequence).
 */

/** The kinds of booking document. */
export const documentKinds = ['receipt', 'invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The prefix each kind's numbers are printed with ("RCT" is not hexadecimal, unlike the kiosks' receipt numbers). */
export const documentPrefixes: Record<DocumentKind, string> = {
  receipt: 'RCT',
  invoice: 'INV',
  credit_note: 'CN',
};

/**
 * A document's number as printed.
 * @example documentNumber('invoice', 42) //=> 'INV-000042'
 */
export function documentNumber(kind: DocumentKind, sequence: number): string {
  return `${documentPrefixes[kind]}-${String(sequence).padStart(6, '0')}`;
}
