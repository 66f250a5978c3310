/**
 * Starts, inside the API process, the simulator of each provider whose real settings are absent
 * (`MPESA_*` → Daraja simulator, `CARD_*` → card simulator), so `npm run start:api` alone takes
 * payments end to end. A simulator whose configured port is taken (another API on this machine)
 * is started on a free port instead, with a warning; the API talks to it wherever it listens.
 *
 * spec: api-contract.md §Running (without MPESA_* or CARD_* settings it takes payments through
 * the simulators).
 */
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../payments-config';
import { startCardSimulator } from './card-simulator';
import { startDarajaSimulator } from './daraja-simulator';
import type { RunningSimulator } from './serve-simulator';

/** The simulators started, by provider, and how to stop them. */
export interface RunningPaymentSimulators {
  urls: { mpesa?: string; card?: string };
  close(): Promise<void>;
}

async function onPortOrAnother(
  name: string,
  port: number,
  start: (port: number) => Promise<RunningSimulator>,
  logger: Logger,
): Promise<RunningSimulator> {
  try {
    return await start(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
    logger.warn({ port }, `${name} port taken; starting it on a free port`);
    return start(0);
  }
}

/** Starts the simulators `config` asks for (none when both providers are real). */
export async function startPaymentSimulators(
  config: PaymentsConfig,
  logger: Logger,
): Promise<RunningPaymentSimulators> {
  const running: RunningSimulator[] = [];
  const urls: RunningPaymentSimulators['urls'] = {};
  try {
    if (config.mpesa.mode === 'simulator') {
      const daraja = await onPortOrAnother(
        'Daraja simulator',
        config.mpesa.simulatorPort,
        (port) =>
          startDarajaSimulator({
            port,
            host: config.simulatorHost,
            callbackDelayMs: config.mpesa.simulatorCallbackDelayMs,
          }),
        logger,
      );
      running.push(daraja);
      urls.mpesa = daraja.url;
    }
    if (config.card.mode === 'simulator') {
      const card = await onPortOrAnother(
        'Card simulator',
        config.card.simulatorPort,
        (port) => startCardSimulator({ port, host: config.simulatorHost }),
        logger,
      );
      running.push(card);
      urls.card = card.url;
    }
  } catch (error) {
    for (const simulator of running) await simulator.close();
    throw error;
  }
  return {
    urls,
    close: async () => {
      for (const simulator of running) await simulator.close();
    },
  };
}
