/**
 * The kiosk's self-update schedule: checked at start and daily against the conservancy's own
 * server, installed only when the gate has been quiet (spec: issue 12 item 9).
 */
import { describe, expect, it } from 'vitest';
import { createUpdateSchedule, isGateActivity, updateSettingsFromEnv } from './update-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = Date.parse('2026-11-24T06:00:00+03:00');
const policy = { checkEveryMs: 24 * HOUR, idleMs: 10 * MINUTE };

describe('the update settings', () => {
  it('update from UPDATE_URL daily, installing after 10 quiet minutes, unless told otherwise', () => {
    expect(updateSettingsFromEnv({ UPDATE_URL: ' https://updates.kijani.example/gate/ ' })).toEqual(
      { url: 'https://updates.kijani.example/gate/', checkEveryMs: 24 * HOUR, idleMs: 10 * MINUTE },
    );
    expect(
      updateSettingsFromEnv({
        UPDATE_URL: 'https://updates.kijani.example/gate/',
        UPDATE_CHECK_HOURS: '6',
        UPDATE_IDLE_MINUTES: '30',
      }),
    ).toMatchObject({ checkEveryMs: 6 * HOUR, idleMs: 30 * MINUTE });
  });

  it('leave a kiosk without UPDATE_URL as it is, and refuse settings that make no sense', () => {
    expect(updateSettingsFromEnv({}).url).toBeNull();
    expect(() => updateSettingsFromEnv({ UPDATE_URL: 'updates.kijani.example' })).toThrow(
      'UPDATE_URL must be an http(s) URL, not "updates.kijani.example"',
    );
    expect(() => updateSettingsFromEnv({ UPDATE_IDLE_MINUTES: '0' })).toThrow(
      'UPDATE_IDLE_MINUTES must be a positive number, not "0"',
    );
  });
});

describe('the update schedule', () => {
  it('checks at start, then waits a day before checking again', () => {
    const schedule = createUpdateSchedule(policy, start);
    expect(schedule.next(start)).toBe('check');
    schedule.noteChecked(start);
    expect(schedule.next(start + 23 * HOUR)).toBe('wait');
    expect(schedule.next(start + 24 * HOUR)).toBe('check');
  });

  it('installs a downloaded update only after the gate has been quiet for the idle time', () => {
    const schedule = createUpdateSchedule(policy, start);
    schedule.noteChecked(start);
    schedule.noteDownloaded();
    // Scans keep coming: the update waits, however long it has been downloaded.
    for (let minute = 1; minute <= 60; minute += 5) {
      schedule.noteActivity(start + minute * MINUTE);
      expect(schedule.next(start + (minute + 1) * MINUTE)).toBe('wait');
    }
    const lastScan = start + 56 * MINUTE;
    expect(schedule.next(lastScan + 9 * MINUTE)).toBe('wait');
    expect(schedule.next(lastScan + 10 * MINUTE)).toBe('install');
  });

  it('counts the clerk at work, not the screens polling', () => {
    expect(isGateActivity('POST', '/gate/v1/check-ins')).toBe(true);
    expect(isGateActivity('POST', '/gate/v1/walk-in/quote')).toBe(true);
    expect(isGateActivity('GET', '/gate/v1/bookings/0f9c')).toBe(true);
    expect(isGateActivity('GET', '/gate/v1/status')).toBe(false);
    expect(isGateActivity('GET', '/gate/v1/session')).toBe(false);
    expect(isGateActivity('GET', '/assets/index.js')).toBe(false);
  });
});
