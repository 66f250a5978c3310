/**
 * The navigation guard on a stand-in web contents (Electron cannot run here): internal moves
 * go ahead, everything else is stopped and reported, and no window ever opens.
 */
import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { guardWebContents } from './guard-web-contents';

class FakeContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  /** Emits `name` like Electron does; true when a listener prevented it. */
  attempt(name: string, url: string): boolean {
    let prevented = false;
    this.emit(name, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

function guarded() {
  const contents = new FakeContents();
  const denied: string[] = [];
  guardWebContents(contents as unknown as WebContents, (kind, url) =>
    denied.push(`${kind} ${url}`),
  );
  return { contents, denied };
}

describe('guardWebContents', () => {
  it('lets the kiosk move between its own pages', () => {
    const { contents, denied } = guarded();
    expect(contents.attempt('will-navigate', 'hifadhi://kiosk/bookings')).toBe(false);
    expect(contents.attempt('will-redirect', 'hifadhi://kiosk/')).toBe(false);
    expect(denied).toEqual([]);
  });

  it('stops navigations and redirects anywhere else and says which', () => {
    const { contents, denied } = guarded();
    expect(contents.attempt('will-navigate', 'https://example.com/')).toBe(true);
    expect(contents.attempt('will-navigate', 'hifadhi://kiosk.evil/')).toBe(true);
    expect(contents.attempt('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(denied).toEqual([
      'navigation https://example.com/',
      'navigation hifadhi://kiosk.evil/',
      'redirect file:///etc/passwd',
    ]);
  });

  it('refuses every new window, even one of its own pages, and every webview', () => {
    const { contents, denied } = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler?.({ url: 'hifadhi://kiosk/' })).toEqual({ action: 'deny' });
    expect(contents.attempt('will-attach-webview', 'hifadhi://kiosk/')).toBe(true);
    expect(denied).toEqual(['window https://example.com/', 'window hifadhi://kiosk/']);
  });
});
