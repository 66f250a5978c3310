/**
 * The CRM the API talks to, from its settings: none when off; the Salesforce simulator started
 * on `CRM_SIM_PORT` (at `host`) and a client signed in to it; or a client of the real org.
 * `close()` stops the simulator, if one was started.
 *
 * spec: membership-backoffice.md §7 (CRM sync triggers); ARCHITECTURE.md (adapters with local
 * simulators, switched to the real service by settings).
 */
import { type RunningSimulator, serveSimulator } from '../payments/simulators/serve-simulator';
import type { CrmConfig } from './crm-config';
import { type CrmClient, createSalesforceClient } from './salesforce-client';
import { createSalesforceSimulator } from './salesforce-simulator';

export interface CrmRuntime {
  /** Null when the CRM sync is off. */
  client: CrmClient | null;
  /** 'off', 'simulator at http://…' or 'salesforce at https://…', for the start-up line. */
  describe: string;
  close(): Promise<void>;
}

/** Starts the CRM of `config` (see the module comment). */
export async function startCrm(config: CrmConfig, host: string): Promise<CrmRuntime> {
  if (config.mode === 'off') return { client: null, describe: 'off', close: async () => {} };
  let simulator: RunningSimulator | null = null;
  let instanceUrl = config.instanceUrl;
  if (config.mode === 'simulator') {
    simulator = await serveSimulator(
      createSalesforceSimulator().app.fetch,
      config.simulatorPort,
      host,
    );
    instanceUrl = simulator.url;
  }
  return {
    client: createSalesforceClient({ ...config, instanceUrl }),
    describe: `${config.mode} at ${instanceUrl}`,
    close: async () => {
      await simulator?.close();
    },
  };
}
