/**
 * The kiosk's packaging settings: one electron-builder.yml at the repository's top level
 * (ARCHITECTURE.md's layout) that the desktop workspace's dist scripts use, publishing to the
 * conservancy's own update server (the generic provider at UPDATE_URL) that every kiosk checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const desktop = path.resolve(import.meta.dirname, '../..');
const top = path.resolve(desktop, '..');

describe('the kiosk packaging', () => {
  it('is configured at the top level and used by the dist scripts', () => {
    expect(existsSync(path.join(top, 'electron-builder.yml'))).toBe(true);
    expect(existsSync(path.join(desktop, 'electron-builder.yml'))).toBe(false);
    const { scripts } = JSON.parse(readFileSync(path.join(desktop, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['dist:linux', 'dist:win']) {
      expect(scripts[name]).toContain('electron-builder');
      expect(scripts[name]).toContain('--config ../electron-builder.yml');
    }
  });

  it("publishes updates to the conservancy's own server", () => {
    const config = readFileSync(path.join(top, 'electron-builder.yml'), 'utf8');
    const publish = config.slice(config.indexOf('\npublish:') + 1);
    expect(
      publish
        .split('\n')
        .slice(1, 4)
        .map((line) => line.trim()),
    ).toEqual([
      'provider: generic',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's own macro.
      'url: ${env.UPDATE_URL}',
      'channel: latest',
    ]);
  });
});
