import { afterEach, describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX } from './daraja-sandbox';
import { darajaPassword, darajaTimestamp, parseDarajaTimestamp } from './daraja-timestamp';

const serverZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = serverZone;
});

describe('darajaTimestamp', () => {
  it('writes the instant in East Africa Time as YYYYMMDDHHmmss', () => {
    // 21:30:15 UTC on 5 March is 00:30:15 on 6 March in Nairobi.
    expect(darajaTimestamp(new Date('2026-03-05T21:30:15Z'))).toBe('20260306003015');
    expect(darajaTimestamp(new Date('2026-12-31T20:59:59Z'))).toBe('20261231235959');
    expect(darajaTimestamp(new Date('2026-12-31T21:00:00Z'))).toBe('20270101000000');
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])(
    'gives the same EAT timestamp when the server runs in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(darajaTimestamp(new Date('2026-03-05T21:30:15Z'))).toBe('20260306003015');
    },
  );
});

describe('parseDarajaTimestamp', () => {
  it('reads a timestamp back as the EAT instant', () => {
    expect(parseDarajaTimestamp('20191219102115')?.toISOString()).toBe('2019-12-19T07:21:15.000Z');
  });

  it.each(['2019121910211', '20191319102115', '20260230120000', '20191219246000', 'abc'])(
    'refuses %s',
    (text) => {
      expect(parseDarajaTimestamp(text)).toBeNull();
    },
  );
});

describe('darajaPassword', () => {
  it('is base64 of shortcode + passkey + timestamp (sandbox values)', () => {
    const password = darajaPassword(
      DARAJA_SANDBOX.shortcode,
      DARAJA_SANDBOX.passkey,
      '20260306003015',
    );
    expect(password).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjYwMzA2MDAzMDE1',
    );
  });
});
