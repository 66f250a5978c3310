/**
 * The frame of every public page: offline alert, header, the page (loaded on demand, with a
 * placeholder of the same height meanwhile), footer.
 *
 * spec: public-site.md §2.3.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/Spinner';
import { OfflineAlert } from './OfflineAlert';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <OfflineAlert />
      <SiteHeader />
      <main id="main" className="site-main">
        <Suspense
          fallback={
            <div className="page-loading">
              <Spinner label="Loading page" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
