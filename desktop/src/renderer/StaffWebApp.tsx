/**
 * The staff application on the web host (the API at `/staff/`): browser-history routes under
 * `/staff`, the sign-in, and every staff screen inside the back-office layout; any other
 * address goes to the layout, whose guard sends it to the user's landing (or the sign-in).
 *
 * spec: api-contract.md §Staff application; membership-backoffice.md §2.4, §2.7.
 */
import { BrowserRouter, Route, Routes } from 'react-router';
import { StaffLayout } from './features/staff-shell/StaffLayout';
import { StaffLoginPage } from './features/staff-shell/StaffLoginPage';
import { StaffWebSessionProvider } from './features/staff-shell/StaffWebSessionProvider';
import { staffRoutes } from './features/staff-shell/staff-routes';
import { staffScreenRoutes } from './staff-screens';

export function StaffWebApp({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <StaffWebSessionProvider>
        <Routes>
          <Route
            path="/login"
            element={
              <main className="staff-screen screen-narrow">
                <StaffLoginPage />
              </main>
            }
          />
          <Route element={<StaffLayout routes={staffRoutes} />}>
            {staffScreenRoutes(staffRoutes)}
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </StaffWebSessionProvider>
    </BrowserRouter>
  );
}
