// The README's test command (`npm test`): type-check, lint, then every Vitest project.
// Prints its own closing line `N passed, N failed` from Vitest's JSON report, because
// CI reads that line and not Vitest's summary.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, '.data', 'test-report.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });

const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const steps = [];
steps.push(['typecheck', run('npx', ['tsc', '-p', 'tsconfig.json'])]);
steps.push(['lint', run('npx', ['biome', 'check', '.'])]);
const vitestStatus = run('npx', [
  'vitest',
  'run',
  ...process.argv.slice(2),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
steps.push(['vitest', vitestStatus]);

let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
} catch {
  failed += 1;
}
for (const [name, status] of steps) {
  if (status !== 0 && name !== 'vitest') {
    console.error(`${name} failed`);
    failed += 1;
  }
}
if (vitestStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
