// Healthy stdio hosts that closed connections of this process left running, each kept for the next
// connection of the same command. A suite run connects once per test file; starting a host for every
// file costs more than the cases of most files. Cases are self-contained (a host starts each from a
// fresh state), so a file loses nothing by meeting the process the file before it used.
import type { HostProcess } from './host-process.js';
import type { HelloResponse } from './protocol.js';

export interface IdleHost {
  proc: HostProcess;
  /** The hello this process answered when it started (the next connection checks it again). */
  hello: HelloResponse;
  /** The last seq sent to it: the next connection counts on, so a process never sees a seq twice. */
  seq: number;
}

/** A kept host nobody takes within this time is said bye to: it must not outlive the run for long. */
export const IDLE_MS = 10_000;

const idle = new Map<string, { host: IdleHost; timer: NodeJS.Timeout }>();

/** The same command, folder, environment and line limit: a process fit for the next connection. */
export function idleKey(parts: { command: string; cwd?: string; env?: NodeJS.ProcessEnv; maxLineBytes: number }): string {
  return JSON.stringify([parts.command, parts.cwd ?? null, parts.env ?? null, parts.maxLineBytes]);
}

/** Keeps a healthy host (no case in flight, stdout in sync) for the next connection of its key. */
export function keepIdle(key: string, host: IdleHost): void {
  const previous = idle.get(key);
  if (previous !== undefined) {
    clearTimeout(previous.timer);
    void previous.host.proc.sayBye();
  }
  const timer = setTimeout(() => {
    if (idle.get(key)?.host !== host) return;
    idle.delete(key);
    void host.proc.sayBye();
  }, IDLE_MS);
  timer.unref();
  host.proc.holdsKit(false);
  // Ended with this process like every host it started (live-hosts.ts).
  idle.set(key, { host, timer });
}

/** The kept host of a key, if one is still running; it is no longer kept. */
export function takeIdle(key: string): IdleHost | undefined {
  const entry = idle.get(key);
  if (entry === undefined) return undefined;
  idle.delete(key);
  clearTimeout(entry.timer);
  if (!entry.host.proc.stillRuns()) {
    entry.host.proc.killGroup(); // what it may have left behind
    return undefined;
  }
  entry.host.proc.holdsKit(true);
  return entry.host;
}
