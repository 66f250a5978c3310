/**
 * Debian's Chromium driven by playwright-core: headless, a fresh profile per journey, a phone
 * viewport 360 px wide. Every Content-Security-Policy violation Chromium reports on a page is
 * kept (`cspViolationsOf`), so a journey can check the site works under its policy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The phone the journeys use: 360 CSS px wide. */
export const PHONE = { width: 360, height: 780 };

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

const cspViolations = new WeakMap<Page, string[]>();

/** Chromium's console messages about Content-Security-Policy violations on `page` so far. */
export function cspViolationsOf(page: Page): string[] {
  return cspViolations.get(page) ?? [];
}

function watchCsp(page: Page): void {
  const violations: string[] = [];
  cspViolations.set(page, violations);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

/**
 * Opens Chromium with a fresh `--user-data-dir`, on a 360 px wide page at `baseURL`, with any
 * `extraFlags` (e.g. a fake camera).
 */
export async function openBrowser(baseURL: string, extraFlags: string[] = []): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'hifadhi-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, ...extraFlags],
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 1,
    locale: 'en-KE',
    timezoneId: 'Africa/Nairobi',
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  for (const open of context.pages()) watchCsp(open);
  context.on('page', watchCsp);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
