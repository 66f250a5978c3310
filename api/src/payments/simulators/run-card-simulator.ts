/**
 * Runs the iVeri Lite card simulator alone:
 * `npx tsx api/src/payments/simulators/run-card-simulator.ts`. Listens on
 * `HOST`:`CARD_SIM_PORT` (127.0.0.1:8789) and prints its URL and application ids.
 */
import { loadPaymentsConfig } from '../payments-config';
import { CARD_SIMULATOR_APPLICATION_IDS, startCardSimulator } from './card-simulator';

const config = loadPaymentsConfig();
const simulator = await startCardSimulator({
  port: config.card.simulatorPort,
  host: config.simulatorHost,
});
console.log(`Card simulator (iVeri Lite): ${simulator.url}/Lite/Authorise.aspx`);
for (const [currency, applicationId] of Object.entries(CARD_SIMULATOR_APPLICATION_IDS)) {
  console.log(`  ${currency} application id ${applicationId}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(() => process.exit(0));
  });
}
