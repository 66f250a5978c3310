// The README's start command (`npm start`): starts every part of Hifadhi that exists,
// each as its own process, and prints its URL. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

// The public site is served built (`vite build` takes a second), as visitors get it.
if (
  spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  }).status !== 0
) {
  console.error('Building the public site failed.');
  process.exit(1);
}

const services = [
  // The API on PORT (8787), against DATABASE_URL or an embedded Postgres under DATA_DIR. It
  // starts the Daraja (MPESA_SIM_PORT, 8788) and card (CARD_SIM_PORT, 8789) simulators itself
  // unless MPESA_* / CARD_* name the real providers, writes mail under DATA_DIR/mail unless
  // SMTP_URL is set, and prints its URL, the payment providers' and the mail folder.
  { name: 'API', cmd: process.execPath, args: ['--import', 'tsx', 'src/server.ts'], cwd: 'api' },
  // The public site on WEB_PORT (5173), proxying /api to the API; it prints its own URL.
  {
    name: 'Public site',
    cmd: process.execPath,
    args: [vite, 'preview'],
    cwd: 'web',
    env: { API_URL: apiUrl },
  },
];

if (services.length === 0) {
  console.log('Hifadhi: no services yet. The domain core is tested with `npm test`.');
  process.exit(0);
}
const children = services.map(({ name, cmd, args, cwd, env }) => {
  const child = spawn(cmd, args, {
    cwd: path.join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => console.log(`${name} exited (${code})`));
  return child;
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
