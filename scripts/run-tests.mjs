// The README's test command (`npm test`): type-check, lint, every Vitest project, then the
// clock check: the suites without a browser once more with the machine's clock moved 11 days
// on, to 23:30 UTC (02:30 the next day in Africa/Nairobi, where the dates of UTC and Nairobi
// differ), through Debian's faketime. A test that reads the real clock where its outcome depends
// on the date or hour fails there. Without faketime on the PATH the check is skipped and says
// so; CLOCK_CHECK=0 skips it too.
// Prints its own closing line `N passed, N failed` (both runs together) from Vitest's JSON
// reports, because CI reads that line and not Vitest's summary, and the suite's duration.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data');
mkdirSync(reports, { recursive: true });
const started = performance.now();

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

/** Runs Vitest with `args` (under `prefix`, e.g. faketime); its status and counts. */
function vitest(name, args, prefix = [], env = {}) {
  const report = path.join(reports, `test-report-${name}.json`);
  rmSync(report, { force: true });
  const [cmd, ...rest] = [...prefix, 'npx'];
  const status = run(
    cmd,
    [
      ...rest,
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
    return { status, passed: json.numPassedTests, failed: failed || (status === 0 ? 0 : 1) };
  } catch {
    return { status, passed: 0, failed: 1 };
  }
}

/** `@YYYY-MM-DD 23:30:00` (UTC), 11 days after today: faketime's start instant. */
function shiftedClock() {
  const later = new Date(Date.now() + 11 * 86_400_000);
  return `@${later.toISOString().slice(0, 10)} 23:30:00`;
}

const hasFaketime =
  spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0;
const clockCheck = process.env.CLOCK_CHECK !== '0' && hasFaketime;

let passed = 0;
let failed = 0;
if (run('npx', ['tsc', '-p', 'tsconfig.json']) !== 0) {
  console.error('typecheck failed');
  failed += 1;
}
if (run('npx', ['biome', 'check', '.']) !== 0) {
  console.error('lint failed');
  failed += 1;
}
const runs = [['all projects', vitest('all', process.argv.slice(2))]];
if (clockCheck && process.argv.length <= 2) {
  const at = shiftedClock();
  console.log(`\nClock check: the suites without a browser at ${at.slice(1)} UTC (faketime)\n`);
  const projects = ['shared', 'api', 'desktop', 'web', 'scripts'].flatMap((p) => ['--project', p]);
  runs.push([
    `clock moved to ${at.slice(1)} UTC`,
    vitest('clock-check', projects, ['faketime', '-f', at], { FAKETIME_DONT_FAKE_MONOTONIC: '1' }),
  ]);
} else if (!hasFaketime) {
  console.log('\nClock check skipped: faketime is not installed (apt-get install faketime).');
}
for (const [name, result] of runs) {
  console.log(`${name}: ${result.passed} passed, ${result.failed} failed`);
  passed += result.passed;
  failed += result.failed;
}
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`suite duration: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
