/**
 * The gate kiosk's renderer entry. Runs in Electron's sandboxed renderer or any browser: it
 * speaks to the gate service over HTTP only.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/kiosk.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
