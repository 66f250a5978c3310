/** The kiosk's settings from its environment, with Electron's data directory. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, kioskShellSettings } from './gate-config-from-env';

const userData = '/home/clerk/.config/Hifadhi Gate';
const renderer = '/opt/hifadhi-gate/resources/app.asar/out/renderer';

describe('kioskShellSettings', () => {
  it('keeps data in userData, serves the built renderer and defaults to the local API', () => {
    expect(kioskShellSettings({}, userData, renderer)).toEqual({
      gate: { apiBaseUrl: DEFAULT_API_URL, dataDirectory: userData, rendererDirectory: renderer },
      fullscreen: false,
    });
  });

  it('reads the API, the printer, the registration code and name, the interval, fullscreen', () => {
    const settings = kioskShellSettings(
      {
        API_URL: 'https://hifadhi.example.org/api/v1',
        PRINTER_URL: 'tcp://192.168.1.40:9100',
        KIOSK_REGISTRATION_CODE: ' 7KQ2-M9XD ',
        KIOSK_NAME: 'Main gate kiosk 1',
        SYNC_INTERVAL_SECONDS: '30',
        KIOSK_FULLSCREEN: 'true',
      },
      userData,
      renderer,
    );
    expect(settings).toEqual({
      gate: {
        apiBaseUrl: 'https://hifadhi.example.org/api/v1',
        dataDirectory: userData,
        rendererDirectory: renderer,
        printerUrl: 'tcp://192.168.1.40:9100',
        registrationCode: '7KQ2-M9XD',
        deviceName: 'Main gate kiosk 1',
        syncIntervalSeconds: 30,
      },
      fullscreen: true,
    });
  });

  it('treats empty values as unset', () => {
    const settings = kioskShellSettings(
      { API_URL: '', PRINTER_URL: ' ', KIOSK_REGISTRATION_CODE: '', KIOSK_FULLSCREEN: '0' },
      userData,
      renderer,
    );
    expect(settings.gate).toEqual({
      apiBaseUrl: DEFAULT_API_URL,
      dataDirectory: userData,
      rendererDirectory: renderer,
    });
    expect(settings.fullscreen).toBe(false);
  });

  it.each(['0', '-5', 'soon'])('refuses a sync interval of "%s"', (value) => {
    expect(() => kioskShellSettings({ SYNC_INTERVAL_SECONDS: value }, userData, renderer)).toThrow(
      'SYNC_INTERVAL_SECONDS must be a positive number of seconds',
    );
  });
});
