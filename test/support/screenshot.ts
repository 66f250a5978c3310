/** Saves a full-page screenshot of the 360 px wide page under `.data/screenshots/`. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDirectory } from './repository';

/** Writes `.data/screenshots/<name>.png` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDirectory, { recursive: true });
  const file = path.join(screenshotDirectory, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
