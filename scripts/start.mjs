// The README's start command (`npm start`): starts every part of Hifadhi that exists,
// each as its own process, and prints its URL. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const services = [
  // The API on PORT (8787), against DATABASE_URL or an embedded Postgres under DATA_DIR;
  // it prints its own URL once it listens.
  { name: 'API', cmd: process.execPath, args: ['--import', 'tsx', 'src/server.ts'], cwd: 'api' },
];

if (services.length === 0) {
  console.log('Hifadhi: no services yet. The domain core is tested with `npm test`.');
  process.exit(0);
}
const children = services.map(({ name, cmd, args, cwd }) => {
  const child = spawn(cmd, args, { cwd: path.join(root, cwd), stdio: 'inherit', env: process.env });
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
