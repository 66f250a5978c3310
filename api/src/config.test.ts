import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoStaffEnabled, parseConfig, repositoryRoot } from './config';

describe('parseConfig', () => {
  it('defaults to the API alone on 127.0.0.1:8787 with an embedded Postgres under .data', () => {
    expect(parseConfig({})).toEqual({
      PORT: 8787,
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 10,
      DATA_DIR: path.join(repositoryRoot, '.data'),
      EMBEDDED_PG_PORT: 54_329,
      SITE_ORIGINS: [
        'http://127.0.0.1:5173',
        'http://localhost:5173',
        'http://127.0.0.1:5174',
        'http://localhost:5174',
      ],
      LOG_LEVEL: 'info',
      BOOKING_HOLD_MINUTES: 30,
      UNPAID_HOLDS_PER_CLIENT: 3,
      HOLD_MAX_FACILITY_SHARE: 0.5,
      HOLD_EXPIRY_SWEEP_SECONDS: 30,
      PUBLIC_SITE_URL: 'http://127.0.0.1:5173',
      PUBLIC_API_URL: undefined,
      SMTP_URL: undefined,
      PAYMENT_SETTLE_AFTER_SECONDS: 30,
      PAYMENT_SWEEP_SECONDS: 15,
      TRUSTED_PROXIES: [],
      KIOSK_ADMIN_VERIFIERS: false,
      NODE_ENV: 'development',
      DEMO_STAFF: undefined,
    });
  });

  it('reads every variable, resolving DATA_DIR against the repository root', () => {
    const config = parseConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:app@127.0.0.1:5432/app',
      DATA_DIR: 'tmp/data',
      DATABASE_POOL_SIZE: '4',
      EMBEDDED_PG_PORT: '55000',
      SITE_ORIGINS: 'https://book.kijani.example, https://gate.kijani.example',
      LOG_LEVEL: 'debug',
      BOOKING_HOLD_MINUTES: '15',
      HOLD_EXPIRY_SWEEP_SECONDS: '5',
      PUBLIC_SITE_URL: 'https://book.kijani.example',
      PUBLIC_API_URL: 'https://api.kijani.example',
      SMTP_URL: 'smtps://mailer:secret@smtp.kijani.example:465',
      PAYMENT_SETTLE_AFTER_SECONDS: '45',
      PAYMENT_SWEEP_SECONDS: '20',
      NODE_ENV: 'staging',
      DEMO_STAFF: 'false',
    });
    expect(config).toMatchObject({
      PORT: 9000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:app@127.0.0.1:5432/app',
      DATA_DIR: path.join(repositoryRoot, 'tmp/data'),
      DATABASE_POOL_SIZE: 4,
      EMBEDDED_PG_PORT: 55_000,
      SITE_ORIGINS: ['https://book.kijani.example', 'https://gate.kijani.example'],
      LOG_LEVEL: 'debug',
      BOOKING_HOLD_MINUTES: 15,
      HOLD_EXPIRY_SWEEP_SECONDS: 5,
      PUBLIC_SITE_URL: 'https://book.kijani.example',
      PUBLIC_API_URL: 'https://api.kijani.example',
      SMTP_URL: 'smtps://mailer:secret@smtp.kijani.example:465',
      PAYMENT_SETTLE_AFTER_SECONDS: 45,
      PAYMENT_SWEEP_SECONDS: 20,
      NODE_ENV: 'staging',
      DEMO_STAFF: false,
    });
    expect(parseConfig({ DATA_DIR: '/srv/hifadhi' }).DATA_DIR).toBe('/srv/hifadhi');
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values, naming each variable', () => {
    const parse = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/app',
        SITE_ORIGINS: 'http://127.0.0.1:5173/booking',
        LOG_LEVEL: 'chatty',
        BOOKING_HOLD_MINUTES: '0',
        HOLD_EXPIRY_SWEEP_SECONDS: '0',
        PUBLIC_SITE_URL: 'book.kijani.example',
        SMTP_URL: 'mail.kijani.example',
      });
    expect(parse).toThrow(ConfigError);
    const message = (() => {
      try {
        parse();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SITE_ORIGINS',
      'LOG_LEVEL',
      'BOOKING_HOLD_MINUTES',
      'HOLD_EXPIRY_SWEEP_SECONDS',
      'PUBLIC_SITE_URL',
      'SMTP_URL',
    ]) {
      expect(message).toContain(`  ${name}`);
    }
    expect(message).toContain('must be a postgres:// or postgresql:// URL');
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks, refusing anything else', () => {
    expect(
      parseConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const bad of ['proxy.kijani.example', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129']) {
      expect(() => parseConfig({ TRUSTED_PROXIES: bad })).toThrow(
        '  TRUSTED_PROXIES.0: must list IP addresses or CIDR blocks such as 10.0.0.0/8, separated by commas',
      );
    }
  });

  it('seeds the demo staff everywhere but production, and never lets production have them', () => {
    expect(demoStaffEnabled(parseConfig({}))).toBe(true);
    expect(demoStaffEnabled(parseConfig({ DEMO_STAFF: 'false' }))).toBe(false);
    expect(demoStaffEnabled(parseConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(() => parseConfig({ NODE_ENV: 'production', DEMO_STAFF: 'true' })).toThrow(
      '  DEMO_STAFF: must not be true when NODE_ENV is production: demo staff have public passwords',
    );
  });

  it('refuses half-set S3 settings, naming each missing variable', () => {
    expect(() =>
      parseConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.com' }),
    ).toThrow(
      new ConfigError(
        [
          'Invalid API configuration:',
          '  S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set',
          '  S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set',
        ].join('\n'),
      ),
    );
    expect(() =>
      parseConfig({ S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'id', PORT: 'x' }),
    ).toThrow(
      [
        'Invalid API configuration:',
        '  PORT: Invalid input: expected number, received NaN',
        '  S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID are set',
      ].join('\n'),
    );
    expect(() => parseConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 's3.example.com' })).toThrow(
      '  S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.com',
    );
    const whole = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseConfig(whole).PORT).toBe(8787);
  });
});

describe('starting the API with a half-set S3 store', () => {
  it('exits with status 1 and the missing variables, without a stack trace', async () => {
    const apiDirectory = fileURLToPath(new URL('..', import.meta.url));
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDirectory,
      env: {
        PATH: process.env.PATH,
        // Nothing listens here: an API that got past its configuration would fail to connect.
        DATABASE_URL: 'postgres://app:app@127.0.0.1:9/none',
        DATA_DIR: path.join(tmpdir(), 'hifadhi-config-test'),
        PORT: '0',
        S3_BUCKET: 'media',
      },
      timeout: 60_000,
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: [
        'Invalid API configuration:',
        '  S3_ENDPOINT: must be set when S3_BUCKET is set',
        '  S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set',
        '  S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set',
        '',
      ].join('\n'),
    });
  }, 90_000);
});
