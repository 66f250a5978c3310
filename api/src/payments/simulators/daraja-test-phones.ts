/**
 * The Daraja simulator's test phone numbers: the number an STK push is sent to decides how it
 * ends. 254708374149 is Safaricom's own sandbox number and pays; the others are this project's
 * choice (each ends in the ResultCode it produces where there is one). Any other valid number
 * pays like the sandbox number. Web journeys and tests import this table.
 *
 * Source: research/payments.md §1 (ResultCodes, sandbox MSISDN).
 */

/** How the simulated customer answers the STK prompt. */
export interface DarajaTestPhone {
  /** MSISDN to send the STK push to (12 digits, 2547…/2541…). */
  phone: string;
  /** ResultCode of the callback and of the STK query once settled. */
  resultCode: number;
  /** ResultDesc Safaricom sends with that code. */
  resultDesc: string;
  /** How many times the callback is delivered: 1 normally, 2 duplicated, 0 never. */
  callbacks: 0 | 1 | 2;
}

const paidDesc = 'The service request is processed successfully.';

/** Every scenario the simulator plays, by name. */
export const darajaTestPhones = {
  /** Safaricom's sandbox number: the customer pays. */
  pays: { phone: '254708374149', resultCode: 0, resultDesc: paidDesc, callbacks: 1 },
  /** The customer cancels the prompt. */
  cancelled: {
    phone: '254711001032',
    resultCode: 1032,
    resultDesc: 'Request cancelled by user',
    callbacks: 1,
  },
  /** The phone is off or out of coverage. */
  unreachable: {
    phone: '254711001037',
    resultCode: 1037,
    resultDesc: 'DS timeout user cannot be reached',
    callbacks: 1,
  },
  /** The customer enters a wrong PIN. */
  wrongPin: {
    phone: '254711002001',
    resultCode: 2001,
    resultDesc: 'The initiator information is invalid.',
    callbacks: 1,
  },
  /** Not enough M-Pesa balance. */
  insufficientFunds: {
    phone: '254711000001',
    resultCode: 1,
    resultDesc: 'The balance is insufficient for the transaction.',
    callbacks: 1,
  },
  /** The customer pays and the same success callback is delivered twice. */
  duplicateCallback: { phone: '254711000002', resultCode: 0, resultDesc: paidDesc, callbacks: 2 },
  /** The customer pays but no callback ever arrives: only an STK query tells. */
  noCallback: { phone: '254711000003', resultCode: 0, resultDesc: paidDesc, callbacks: 0 },
} as const satisfies Record<string, DarajaTestPhone>;

/** The scenario for `phone`; numbers not in the table pay like the sandbox number. */
export function darajaTestPhoneFor(phone: string): DarajaTestPhone {
  return (
    Object.values(darajaTestPhones).find((entry) => entry.phone === phone) ?? {
      ...darajaTestPhones.pays,
      phone,
    }
  );
}
