/**
 * Reading a PDF the staff application opens in a new tab (a blob: URL), as text. The tab keeps
 * the staff app's Content-Security-Policy (no fetching blob: URLs from the page), so its bytes
 * are asked of Chromium itself over the DevTools protocol (the frame's MIME type and resource
 * content), then extracted with unpdf.
 */
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { expect } from 'vitest';

interface FrameTree {
  frameTree: { frame: { id: string; mimeType: string } };
}

/** Clicks the button named `button` on `page` and returns the text of the PDF its new tab shows. */
export async function openPdfTab(page: Page, button: string): Promise<string> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await tab.waitForURL(/^blob:/);
  const devTools = await page.context().newCDPSession(tab);
  await devTools.send('Page.enable');
  const { frameTree } = (await devTools.send('Page.getResourceTree')) as FrameTree;
  expect(frameTree.frame.mimeType).toBe('application/pdf');
  const resource = await devTools.send('Page.getResourceContent', {
    frameId: frameTree.frame.id,
    url: tab.url(),
  });
  await tab.close();
  expect(resource.base64Encoded).toBe(true);
  const bytes = new Uint8Array(Buffer.from(resource.content, 'base64'));
  return (await extractText(bytes, { mergePages: true })).text;
}
