/**
 * The stack and the browser of one journey file (or one `describe`), written once: `useStack()`
 * registers a `beforeAll` that starts the stack (stack.ts) and opens Chromium (browser.ts) at
 * the public site, or at the API's origin for the staff application at `/staff/`, and an
 * `afterAll` that closes and stops both. It returns getters, read inside tests and later hooks
 * (they throw when read before the stack has started).
 */
import { afterAll, beforeAll } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { type Stack, startStack } from './stack';

export interface JourneyStack {
  readonly stack: Stack;
  readonly browser: Browser;
  /** The API's origin (`http://127.0.0.1:port`), where the staff application is at `/staff/`. */
  readonly apiOrigin: string;
}

export interface UseStackOptions {
  /** Where the browser opens: the public site (default) or the API's origin. */
  browserAt?: 'site' | 'api';
  /** Done first in the `beforeAll` (e.g. building the kiosk's screens the API serves). */
  before?: () => void | Promise<void>;
}

/** Starts the stack and a browser before the tests and stops them after (see above). */
export function useStack(options: UseStackOptions = {}): JourneyStack {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await options.before?.();
    stack = await startStack();
    browser = await openBrowser(
      options.browserAt === 'api' ? new URL(stack.apiUrl).origin : stack.siteUrl,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey stack starts in beforeAll');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
    get apiOrigin() {
      return new URL(started(stack).apiUrl).origin;
    },
  };
}
