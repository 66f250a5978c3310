/**
 * Recovers an embedded Postgres cluster directory that a killed API left behind (`kill -9`,
 * a power cut): its `postmaster.pid` names a server that is gone, or one that still runs as an
 * orphan nobody will stop. Postgres refuses to start while the file names a live process, so
 * before starting:
 *
 * - no `postmaster.pid`: nothing to do;
 * - the named process is gone, or is not a postgres serving this directory (its PID was
 *   reused): the file is stale and is removed;
 * - a postgres serving this directory whose parent API is gone (an orphan, adopted by init or
 *   a subreaper): it is asked to shut down fast (SIGINT: clients cut off, everything on disk kept), then killed if it has not
 *   stopped within `ORPHAN_STOP_MS`;
 * - a postgres serving this directory for a live node parent (another API on the DATA_DIR):
 *   refused, since stopping it would pull the database from under that API.
 *
 * Process details come from Linux's /proc; elsewhere from `ps`.
 *
 * spec: ARCHITECTURE.md §Running it (embedded default); issue 11 item 6.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';

/** How long an orphaned postgres gets to shut down before it is killed. */
export const ORPHAN_STOP_MS = 15_000;
const POLL_MS = 100;

const run = promisify(execFile);

/** What a process is: its command line (arguments joined by spaces) and its parent's PID. */
interface ProcessFacts {
  command: string;
  parentPid: number;
}

/** True while a process with `pid` exists (whoever owns it). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function processFacts(pid: number): Promise<ProcessFacts | null> {
  try {
    const [cmdline, stat] = await Promise.all([
      readFile(`/proc/${pid}/cmdline`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    // stat is "pid (name) state ppid …"; the name may hold spaces, so read after its ')'.
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { command: cmdline.split('\0').join(' ').trim(), parentPid };
  } catch {
    try {
      const { stdout } = await run('ps', ['-p', String(pid), '-o', 'ppid=,command=']);
      const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
      return match ? { parentPid: Number(match[1]), command: match[2]! } : null;
    } catch {
      return null;
    }
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (processAlive(pid)) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/**
 * The PID in `clusterDirectory/postmaster.pid`, or null when there is no such file or it does
 * not start with a PID.
 */
export async function postmasterPid(clusterDirectory: string): Promise<number | null> {
  try {
    const first = (await readFile(path.join(clusterDirectory, 'postmaster.pid'), 'utf8')).split(
      '\n',
    )[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Makes `clusterDirectory` startable again after a crash (see the module comment).
 * @throws Error when a postgres serving the directory belongs to another live process.
 */
export async function recoverStalePostmaster(
  clusterDirectory: string,
  logger: Logger,
): Promise<void> {
  const pidFile = path.join(clusterDirectory, 'postmaster.pid');
  const pid = await postmasterPid(clusterDirectory);
  if (pid === null) return;
  const facts = processAlive(pid) ? await processFacts(pid) : null;
  const servesThisCluster =
    facts !== null &&
    /(^|\/)postgres(\s|$)/.test(facts.command) &&
    facts.command.includes(` ${path.resolve(clusterDirectory)}`);
  if (!servesThisCluster) {
    await rm(pidFile, { force: true });
    logger.warn({ pid }, 'removed the stale postmaster.pid of an embedded postgres that is gone');
    return;
  }
  const parent = facts.parentPid > 1 ? await processFacts(facts.parentPid) : null;
  // An orphan is adopted by init or a subreaper (tini, systemd), never by a node process.
  const orphaned = parent === null || !/(^|\/)node(\s|$)/.test(parent.command);
  if (!orphaned) {
    throw new Error(
      `Another process (PID ${facts.parentPid}) runs the embedded Postgres in ${clusterDirectory}: stop that API, or give this one another DATA_DIR.`,
    );
  }
  logger.warn({ pid }, 'stopping an embedded postgres orphaned by an API that was killed');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, ORPHAN_STOP_MS))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, ORPHAN_STOP_MS);
    await rm(pidFile, { force: true });
  }
}
