/**
 * Safaricom's published Daraja sandbox values: the Lipa na M-Pesa Online test shortcode, the
 * passkey from Safaricom's own sample app, and the sandbox test MSISDN. The local simulator
 * uses them too, so the same adapter talks to either.
 *
 * Source: research/payments.md §1 "Sandbox test values" (safaricom/LNMOnlineAndroidSample#8).
 */
export const DARAJA_SANDBOX = {
  baseUrl: 'https://sandbox.safaricom.co.ke',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  testMsisdn: '254708374149',
} as const;
