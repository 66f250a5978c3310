import { describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX } from './mpesa/daraja-sandbox';
import { describePaymentsModes, loadPaymentsConfig, PaymentsConfigError } from './payments-config';
import { CARD_SIMULATOR_APPLICATION_IDS } from './simulators/card-simulator';

const daraja = {
  MPESA_BASE_URL: 'https://api.safaricom.co.ke/',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '4012345',
  MPESA_PASSKEY: 'passkey',
};
const iveri = {
  CARD_BASE_URL: 'https://portal.host.iveri.com',
  CARD_APPLICATION_ID_KES: '11111111-2222-3333-4444-555555555555',
  CARD_APPLICATION_ID_USD: '66666666-7777-8888-9999-AAAAAAAAAAAA',
};

describe('loadPaymentsConfig', () => {
  it('uses both simulators on 127.0.0.1:8788 and :8789 when nothing is set', () => {
    const config = loadPaymentsConfig({});
    expect(config.mpesa).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:8788',
      shortcode: '174379',
      passkey: DARAJA_SANDBOX.passkey,
      transactionType: 'CustomerPayBillOnline',
      partyB: '174379',
      simulatorCallbackDelayMs: 1000,
    });
    expect(config.card).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:8789',
      applicationIds: CARD_SIMULATOR_APPLICATION_IDS,
      orderIdPrefix: 'HIFADHI',
    });
    expect(describePaymentsModes(config)).toEqual([
      'M-Pesa: simulator at http://127.0.0.1:8788 (sandbox shortcode 174379; set MPESA_* for Daraja)',
      'Card: simulator at http://127.0.0.1:8789 (set CARD_* for iVeri Lite)',
    ]);
  });

  it('moves the simulators with MPESA_SIM_PORT, CARD_SIM_PORT and HOST', () => {
    const config = loadPaymentsConfig({
      MPESA_SIM_PORT: '9788',
      CARD_SIM_PORT: '9789',
      HOST: '0.0.0.0',
    });
    expect(config.mpesa.baseUrl).toBe('http://127.0.0.1:9788');
    expect(config.card.baseUrl).toBe('http://127.0.0.1:9789');
    expect(config.simulatorHost).toBe('0.0.0.0');
  });

  it('uses real Daraja and iVeri Lite when all their settings are given', () => {
    const config = loadPaymentsConfig({
      ...daraja,
      ...iveri,
      MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline',
      MPESA_PARTY_B: '5123456',
    });
    expect(config.mpesa).toMatchObject({
      mode: 'daraja',
      baseUrl: 'https://api.safaricom.co.ke',
      shortcode: '4012345',
      transactionType: 'CustomerBuyGoodsOnline',
      partyB: '5123456',
    });
    expect(config.card).toMatchObject({
      mode: 'iveri',
      applicationIds: {
        KES: iveri.CARD_APPLICATION_ID_KES,
        USD: iveri.CARD_APPLICATION_ID_USD,
      },
    });
    expect(describePaymentsModes(config)).toEqual([
      'M-Pesa: Daraja at https://api.safaricom.co.ke (shortcode 4012345, CustomerBuyGoodsOnline)',
      'Card: iVeri Lite at https://portal.host.iveri.com',
    ]);
  });

  it('treats blank variables as unset', () => {
    expect(loadPaymentsConfig({ MPESA_BASE_URL: '', CARD_BASE_URL: ' ' }).mpesa.mode).toBe(
      'simulator',
    );
  });

  it('refuses a partly configured provider, naming what is missing', () => {
    const { MPESA_PASSKEY: _, ...noPasskey } = daraja;
    expect(() => loadPaymentsConfig(noPasskey)).toThrow(
      new PaymentsConfigError(
        'M-Pesa is partly configured: set MPESA_PASSKEY too, or unset all of MPESA_BASE_URL, MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY to use the simulator',
      ),
    );
    expect(() => loadPaymentsConfig({ CARD_BASE_URL: iveri.CARD_BASE_URL })).toThrow(
      /Card is partly configured: set CARD_APPLICATION_ID_KES, CARD_APPLICATION_ID_USD too/,
    );
  });

  it('refuses malformed values', () => {
    expect(() => loadPaymentsConfig({ MPESA_SIM_PORT: 'eighty' })).toThrow(/MPESA_SIM_PORT/);
    expect(() => loadPaymentsConfig({ ...daraja, MPESA_SHORTCODE: '17-4379' })).toThrow(
      /MPESA_SHORTCODE/,
    );
    expect(() => loadPaymentsConfig({ ...daraja, MPESA_TRANSACTION_TYPE: 'Paybill' })).toThrow(
      /MPESA_TRANSACTION_TYPE/,
    );
    expect(() => loadPaymentsConfig({ ...iveri, CARD_BASE_URL: 'portal.host.iveri.com' })).toThrow(
      PaymentsConfigError,
    );
  });
});
