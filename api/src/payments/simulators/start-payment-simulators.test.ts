import { createServer } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { loadPaymentsConfig } from '../payments-config';
import { startPaymentSimulators } from './start-payment-simulators';

describe('startPaymentSimulators', () => {
  it('starts both simulators when no provider is configured, on a free port when one is taken', async () => {
    const taken = createServer();
    const mpesaPort = await freePort();
    await new Promise<void>((resolve) => taken.listen(mpesaPort, '127.0.0.1', resolve));
    try {
      const config = loadPaymentsConfig({
        MPESA_SIM_PORT: String(mpesaPort),
        CARD_SIM_PORT: String(await freePort()),
      });
      const simulators = await startPaymentSimulators(config, pino({ level: 'silent' }));
      try {
        expect(simulators.urls.mpesa).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(simulators.urls.mpesa).not.toBe(`http://127.0.0.1:${mpesaPort}`);
        expect(simulators.urls.card).toBe(config.card.baseUrl);
        const token = await fetch(
          `${simulators.urls.mpesa}/oauth/v1/generate?grant_type=client_credentials`,
        );
        expect(token.status).toBe(400);
      } finally {
        await simulators.close();
      }
    } finally {
      taken.close();
    }
  });

  it('starts nothing for providers with real settings', async () => {
    const config = loadPaymentsConfig({
      MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      CARD_BASE_URL: 'https://portal.host.iveri.com',
      CARD_APPLICATION_ID_KES: 'kes-app',
      CARD_APPLICATION_ID_USD: 'usd-app',
    });
    const simulators = await startPaymentSimulators(config, pino({ level: 'silent' }));
    expect(simulators.urls).toEqual({});
    await simulators.close();
  });
});
