// The README's start command (`npm start`): starts every part of Hifadhi that exists,
// each as its own process, and prints its URL. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const services = [];

if (services.length === 0) {
  console.log('Hifadhi: no services yet. The domain core is tested with `npm test`.');
  process.exit(0);
}
const children = services.map(({ name, cmd, args, cwd }) => {
  const child = spawn(cmd, args, { cwd: path.join(root, cwd), stdio: 'inherit', env: process.env });
  child.on('exit', (code) => console.log(`${name} exited (${code})`));
  return child;
});
process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGINT');
  process.exit(0);
});
