/**
 * The staff application's entry (the gate kiosk's renderer, and the back office at `/staff/`).
 * Runs in Electron's sandboxed renderer or any browser: it speaks HTTP to its host only.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appHostOf } from './lib/app-host';
import './styles/kiosk.css';
import './styles/staff.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The web host serves phones: the kiosk's minimum width does not apply there.
if (appHostOf(window.location.pathname).kind === 'web') {
  document.body.classList.add('staff-web');
  document.title = 'Hifadhi back office';
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
