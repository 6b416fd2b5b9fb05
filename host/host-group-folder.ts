// A run's folder of running host processes, across every process of the run. Each host process writes
// a file named after its pid (the leader of its process group) while it runs, and removes it when it
// ended; a suite worker that dies by SIGKILL cannot say bye to its hosts, so the process that started
// the run ends the groups still listed once the run is over (or interrupted). Named by CAPKIT_HOST_GROUPS.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BYE_GRACE_MS, isLiveHere } from './live-hosts.js';
import { processRuns } from './process-runs.js';

export const HOST_GROUPS_ENV = 'CAPKIT_HOST_GROUPS';

const folder = (): string | undefined => {
  const dir = process.env[HOST_GROUPS_ENV];
  return dir === undefined || dir === '' ? undefined : dir;
};

/** Lists a started host process in the run's folder, if the run has one. */
export function listHostGroup(pid: number | undefined): void {
  const dir = folder();
  if (dir === undefined || pid === undefined) return;
  try {
    writeFileSync(join(dir, String(pid)), '');
  } catch {
    // no folder (the run is over): nothing to sweep later either
  }
}

export function unlistHostGroup(pid: number | undefined): void {
  const dir = folder();
  if (dir === undefined || pid === undefined) return;
  rmSync(join(dir, String(pid)), { force: true });
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Ends the process groups still listed in `dir`: their hosts lost the process that spoke to them, so
 * their stdin has ended; each gets BYE_GRACE_MS to go, then its group is killed. Synchronous, so it can
 * run at exit and in a signal handler.
 */
export function sweepHostGroups(dir: string): number[] {
  let pids: number[];
  try {
    // This process's own hosts are not orphans: it ends them itself (live-hosts.ts).
    pids = readdirSync(dir).map(Number).filter((pid) => Number.isSafeInteger(pid) && pid > 1 && !isLiveHere(pid));
  } catch {
    return [];
  }
  const deadline = Date.now() + BYE_GRACE_MS;
  while (pids.some(processRuns) && Date.now() < deadline) sleepSync(20);
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone
    }
  }
  return pids;
}

/** A run's own folder: every process started below sees it; at the end of the run, `end()` sweeps it. */
export function openHostGroups(): { dir: string; end(): number[] } {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-hosts-'));
  const previous = process.env[HOST_GROUPS_ENV];
  process.env[HOST_GROUPS_ENV] = dir;
  let ended = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    end();
    // Nobody else handles it: it ends the process as it would have without this handler.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const end = (): number[] => {
    if (ended) return [];
    ended = true;
    process.off('exit', end);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    const swept = sweepHostGroups(dir);
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env[HOST_GROUPS_ENV];
    else process.env[HOST_GROUPS_ENV] = previous;
    return swept;
  };
  process.once('exit', end);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { dir, end };
}
