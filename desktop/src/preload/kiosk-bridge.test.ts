/** `window.kiosk`: the shell and its version, and nothing the page could change or call. */
import { describe, expect, it } from 'vitest';
import { kioskBridge } from './kiosk-bridge';

describe('kioskBridge', () => {
  it('tells the renderer it runs in the Electron shell, and which version, only', () => {
    const bridge = kioskBridge('0.1.0');
    expect(bridge).toEqual({ shell: 'electron', version: '0.1.0' });
    expect(Object.values(bridge).some((value) => typeof value === 'function')).toBe(false);
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
