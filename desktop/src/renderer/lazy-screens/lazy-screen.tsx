/**
 * Staff screens loaded on demand, so the kiosk's renderer starts with its gate screens only.
 * `lazyScreens(load)` names the components of one chunk (a module of this folder re-exporting a
 * feature folder's screens) as `React.lazy` components: the chunk is fetched, once, when the
 * first of them renders. `LazyScreenFrame` wraps a route's screen: a loading line while its
 * chunk arrives, and a plain message with a Reload button when it cannot be fetched (the app
 * was rebuilt on the server since the page opened, or its host is gone) or fails to render.
 *
 * The chunks are files of the same build beside the entry (relative paths, `base: './'`), so
 * they load wherever the entry did: the kiosk's gate service (offline too), Electron's scheme,
 * and the API's `/staff/`.
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Notice } from '../components/Notice';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; each screen keeps its props.
type Screen = ComponentType<any>;

/** A factory of lazy components, one per export `name` of the chunk `load` imports. */
export function lazyScreens<M extends Record<keyof M, Screen>>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    lazy(() => load().then((module) => ({ default: module[name] })));
}

class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="error" title="This screen could not be opened.">
        <p>Reload the page to try again: the application may have been updated since it opened.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </Notice>
    );
  }
}

/** A route's screen: loading line, then the screen, or the message above when it fails. */
export function LazyScreenFrame({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary>
      <Suspense
        fallback={
          <p className="muted" role="status">
            Loading the screen…
          </p>
        }
      >
        {children}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
