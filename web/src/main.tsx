/**
 * The public booking site's entry: the trip, notifications and the router around the routes.
 *
 * spec: public-site.md §2.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { NotificationProvider } from './components/NotificationProvider';
import { TripProvider } from './features/booking/trip/TripProvider';
import { AppRoutes } from './routes';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <TripProvider>
      <NotificationProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </NotificationProvider>
    </TripProvider>
  </StrictMode>,
);
