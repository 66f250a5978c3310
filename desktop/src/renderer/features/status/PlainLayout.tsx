/**
 * The frame of the screens before sign-in (register, login): the header bar and the form.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { Outlet } from 'react-router';
import { HeaderBar } from './HeaderBar';

export function PlainLayout() {
  return (
    <>
      <HeaderBar />
      <main id="screen" className="screen screen-narrow">
        <Outlet />
      </main>
    </>
  );
}
