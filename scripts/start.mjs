// The README's start command (`npm start`): starts every part of Hifadhi that exists,
// each as its own process, and prints its URL. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { demoRegistrationCode } from './kiosk-registration-code.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

// The public site and the staff application are served built (`vite build` takes seconds). The
// staff application (desktop/out/renderer) is one build with two hosts: the kiosk serves it at
// its root, the API at /staff/ (head office, partners, rangers on phones).
for (const [what, cwd, config] of [
  ['the public site', 'web', []],
  [
    'the staff application (kiosk screens and /staff/)',
    'desktop',
    ['-c', 'vite.renderer.config.ts'],
  ],
]) {
  const build = spawnSync(process.execPath, [vite, 'build', ...config, '--logLevel', 'warn'], {
    cwd: path.join(root, cwd),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`Building ${what} failed.`);
    process.exit(1);
  }
}

const services = [
  // The API on PORT (8787), against DATABASE_URL or an embedded Postgres under DATA_DIR. It
  // starts the Daraja (MPESA_SIM_PORT, 8788) and card (CARD_SIM_PORT, 8789) simulators itself
  // unless MPESA_* / CARD_* name the real providers, writes mail under DATA_DIR/mail unless
  // SMTP_URL is set, and prints its URL, the payment providers' and the mail folder.
  // The site's proxy runs on this machine and names each visitor in X-Forwarded-For, so the
  // API trusts loopback (TRUSTED_PROXIES) unless told otherwise: per-address limits then count
  // visitors, not the proxy.
  {
    name: 'API',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: 'api',
    env: { TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1' },
  },
  // The public site on WEB_PORT (5173), proxying /api to the API; it prints its own URL.
  {
    name: 'Public site',
    cmd: process.execPath,
    args: [vite, 'preview'],
    cwd: 'web',
    env: { API_URL: apiUrl },
  },
];

const children = [];
const startService = ({ name, cmd, args, cwd, env }) => {
  const child = spawn(cmd, args, {
    cwd: path.join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => console.log(`${name} exited (${code})`));
  children.push(child);
};
services.forEach(startService);
console.log(`Staff application (back office): ${apiUrl}/staff/`);

// The gate kiosk in browser mode on KIOSK_PORT (5174), its replica under DATA_DIR/kiosk. On a
// first start it registers at KIOSK_GATE (gate-main) with a one-time code that the demo
// administrator issues once the API answers; without demo staff it shows its registration screen.
const registrationCode =
  process.env.KIOSK_REGISTRATION_CODE ??
  (await demoRegistrationCode(`${apiUrl}/api/v1`, process.env.KIOSK_GATE ?? 'gate-main'));
startService({
  name: 'Gate kiosk',
  cmd: process.execPath,
  args: ['--import', 'tsx', 'src/gate/serve.ts'],
  cwd: 'desktop',
  env: {
    API_URL: `${apiUrl}/api/v1`,
    KIOSK_DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data', 'kiosk'),
    KIOSK_NAME: process.env.KIOSK_NAME ?? 'Main Gate kiosk 1',
    ...(registrationCode ? { KIOSK_REGISTRATION_CODE: registrationCode } : {}),
  },
});
const running = () => children.filter((child) => child.exitCode === null && !child.signalCode);
const stopAll = (signal) => {
  // Each service closes its own resources (the API stops its embedded Postgres) before exiting.
  for (const child of running()) child.kill(signal);
  for (const child of children) child.on('exit', () => running().length === 0 && process.exit(0));
  if (running().length === 0) process.exit(0);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
