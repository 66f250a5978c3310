/**
 * Checks a journey makes on every page it visits: the page fits the 360 px phone without
 * horizontal scrolling, and the site broke no rule of its Content-Security-Policy.
 *
 * spec: issue 11 items 7 and 8 (no horizontal scroll at 360 px on any screen; the site works
 * under its Content-Security-Policy).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cspViolationsOf, PHONE } from './browser';

/** Asserts the page scrolls no wider than the 360 px phone, naming what sticks out if it does. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { width, overflowing } = await page.evaluate((phoneWidth) => {
    const sticking = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > phoneWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { width: document.documentElement.scrollWidth, overflowing: sticking };
  }, PHONE.width);
  expect(width, `${page.url()} scrolls sideways: ${overflowing.join(', ')}`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** Asserts the page fits the phone and no CSP violation has been reported on it so far. */
export async function expectPageSound(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  expect(cspViolationsOf(page), `CSP violations up to ${page.url()}`).toEqual([]);
}
