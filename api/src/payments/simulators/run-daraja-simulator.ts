/**
 * Runs the Daraja simulator alone: `npx tsx api/src/payments/simulators/run-daraja-simulator.ts`.
 * Listens on `HOST`:`MPESA_SIM_PORT` (127.0.0.1:8788), callbacks after
 * `MPESA_SIM_CALLBACK_DELAY_MS` (1000); prints its URL and the test phone numbers.
 */
import { loadPaymentsConfig } from '../payments-config';
import { startDarajaSimulator } from './daraja-simulator';
import { darajaTestPhones } from './daraja-test-phones';

const config = loadPaymentsConfig();
const simulator = await startDarajaSimulator({
  port: config.mpesa.simulatorPort,
  host: config.simulatorHost,
  callbackDelayMs: config.mpesa.simulatorCallbackDelayMs,
});
console.log(`Daraja simulator: ${simulator.url}`);
for (const [scenario, { phone, resultCode, callbacks }] of Object.entries(darajaTestPhones)) {
  console.log(`  ${phone}  ${scenario} (ResultCode ${resultCode}, ${callbacks} callback(s))`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(() => process.exit(0));
  });
}
