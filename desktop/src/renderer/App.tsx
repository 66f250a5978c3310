/**
 * The staff application, one React app with two hosts: on the web (the API at `/staff/`) the
 * back office alone; in the gate kiosk the gate's screens with the back office beside them.
 * Server state (lists, details) goes through one TanStack Query client.
 *
 * spec: ARCHITECTURE.md §"The staff application: one app, two hosts".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KioskApp } from './KioskApp';
import { appHostOf } from './lib/app-host';
import { GateError } from './lib/gate-api';
import { StaffWebApp } from './StaffWebApp';

/** Retries only what may pass (no answer), once; a refusal (4xx) is shown as it came. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 1 && error instanceof GateError && error.code === 'NETWORK',
      refetchOnWindowFocus: false,
    },
  },
});

const host = appHostOf(window.location.pathname);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {host.kind === 'web' ? <StaffWebApp basename={host.basename} /> : <KioskApp />}
    </QueryClientProvider>
  );
}
