// Every host process this process started and that has not ended yet, so that none outlives the run
// (spec/protocol.md §2: bye, a grace of BYE_GRACE_MS, then a kill of the host's process group). Ended
// here synchronously, since at 'exit' nothing asynchronous runs any more: when this process exits, and
// when SIGINT or SIGTERM ends it (then the signal ends it as before). A process that dies by SIGKILL
// runs nothing: the run that started it sweeps its hosts' groups from a folder where each host process
// leaves its pid while it runs (host-group-folder.ts).
import { processRuns } from './process-runs.js';

export interface LiveHost {
  readonly pid: number | undefined;
  /** Writes bye now, if the pipe is still open. */
  sayByeNow(): void;
  /** SIGKILL to the host's process group. */
  killGroup(): void;
}

/** How long a host may take to exit after bye (or after a kill) before the kit stops waiting. */
export const BYE_GRACE_MS = 1000;

const live = new Set<LiveHost>();

/** Sleeps without letting any other code of this process run (the only wait possible at 'exit'). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Bye to every live host, up to BYE_GRACE_MS for them to go, then every group is killed. */
export function endAllNow(): void {
  const hosts = [...live];
  live.clear();
  for (const host of hosts) host.sayByeNow();
  const deadline = Date.now() + BYE_GRACE_MS;
  while (hosts.some((h) => processRuns(h.pid)) && Date.now() < deadline) sleepSync(20);
  // Also when the leader went: what it forked into its group must not stay.
  for (const host of hosts) host.killGroup();
}

function onSignal(signal: NodeJS.Signals): void {
  endAllNow();
  process.off(signal, onSignal);
  // Nobody else handles it: it ends the process as it would have without this handler.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

let hooked = false;
function hookProcessEnd(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', endAllNow);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export function trackHost(host: LiveHost): void {
  live.add(host);
  hookProcessEnd();
}

/** Whether this process still owns a host of this pid (it ends it itself). */
export function isLiveHere(pid: number): boolean {
  return [...live].some((h) => h.pid === pid);
}

export function untrackHost(host: LiveHost): void {
  live.delete(host);
}
