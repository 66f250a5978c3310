import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { normalAddress, resolveClient, trustedProxies } from './client-address';
import { ADDRESS_FAILURE_LIMIT } from './login-rate-limit';
import { demoStaff, fromAddress, postJson, seedStaff } from './test-staff';

const database = useTestDatabase();
beforeAll(async () => {
  await seedStaff(database.db);
});

const trusted = trustedProxies(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);

describe('resolveClient', () => {
  it('takes the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = trustedProxies([]);
    expect(resolveClient('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClient('10.0.0.2', '198.51.100.1', none)).toBe('10.0.0.2');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClient('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
  });

  it('takes the rightmost hop that is not a trusted proxy, so a forged left part is ignored', () => {
    expect(resolveClient('10.0.0.2', '198.51.100.7', trusted)).toBe('198.51.100.7');
    expect(resolveClient('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.168.1.5', trusted)).toBe(
      '198.51.100.7',
    );
    expect(resolveClient('::ffff:10.0.0.2', '2001:db8::1, fd00::3', trusted)).toBe('2001:db8::1');
  });

  it('keeps the last trusted hop when a hop is not an address, and the peer without the header', () => {
    expect(resolveClient('10.0.0.2', 'not-an-address, 10.1.2.3', trusted)).toBe('10.1.2.3');
    expect(resolveClient('10.0.0.2', undefined, trusted)).toBe('10.0.0.2');
    expect(resolveClient(undefined, '198.51.100.7', trusted)).toBe('unknown');
  });
});

describe('normalAddress', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and drops ports', () => {
    expect(normalAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalAddress(' 192.0.2.1:5555 ')).toBe('192.0.2.1');
    expect(normalAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalAddress('unknown')).toBeNull();
  });
});

describe('the sign-in limit behind a trusted proxy', () => {
  const viaProxy = (client: string) => ({
    init: (email: string, password: string) => ({
      ...postJson({ email, password }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    }),
    env: fromAddress('::ffff:10.9.0.1'),
  });

  async function wrongThenRight(config: { TRUSTED_PROXIES: string[] }) {
    const { app } = createTestApp(database.db, { config });
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt++) {
      const { init, env } = viaProxy(`198.51.100.${attempt}`);
      const wrong = await app.request(
        '/api/v1/auth/login',
        init(`nobody${attempt}@example.com`, 'guess'),
        env,
      );
      expect(wrong.status).toBe(401);
    }
    const { init, env } = viaProxy('203.0.113.50');
    const { email, password } = demoStaff['Gate Clerk'];
    return app.request('/api/v1/auth/login', init(email, password), env);
  }

  it('counts the forwarded client, so one client guessing does not lock everyone out', async () => {
    expect((await wrongThenRight({ TRUSTED_PROXIES: ['10.9.0.0/16'] })).status).toBe(200);
  });

  it('counts the proxy itself when it is not trusted', async () => {
    const answer = await wrongThenRight({ TRUSTED_PROXIES: [] });
    expect(answer.status).toBe(429);
  });
});
