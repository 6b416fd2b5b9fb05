// One child process loading a plugin's code, watched: it answers with a report, or it stops (ends, or is
// killed at the time limit) while some tool entry, or no entry, was being loaded. Everything the child's
// code wrote is collected as output, never passed to this process's own stdout.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ChildRequest } from './child-protocol.js';
import { isChildMessage } from './child-protocol.js';
import type { Stop } from './load-failure.js';
import type { InspectReport } from './report.js';

export interface Output {
  readonly stream: 'stdout' | 'stderr';
  /** The tool entry being loaded when it was written, if any. */
  readonly file?: string;
  readonly text: string;
}

export type ChildOutcome =
  | { kind: 'report'; report: InspectReport; outputs: Output[] }
  /** `file`: the entry being loaded when it stopped; otherwise `phase` says what the child was doing. */
  | { kind: 'stopped'; stop: Stop; file?: string; phase: string; outputs: Output[] };

export const childScript = fileURLToPath(new URL('./child-main.js', import.meta.url));

// After a kill, 'exit' follows at once; this only bounds the wait should it not.
const KILL_GRACE_MS = 5000;
// Until the first entry loads only the kit's own code runs (start-up, walking the folder): it gets at
// least this long, so a short --timeout meant for the plugin's imports does not fail a slow start.
const START_MS = 60_000;

/** Where the child is, from its messages: which entry it is loading, or what it does otherwise. */
class Progress {
  file: string | undefined;
  private lastLoaded: string | undefined;
  private preparing = false;
  readonly outputs: Output[] = [];
  failure: string | undefined;

  /** Answers whether the message starts a new step (the time limit starts again). */
  step(m: ChildMessage): boolean {
    if (m.type === 'loading') this.file = m.file;
    else if (m.type === 'loaded') [this.lastLoaded, this.file] = [m.file, undefined];
    else if (m.type === 'preparing') this.preparing = true;
    else if (m.type === 'output') this.output(m.stream, m.text, m.file);
    else if (m.type === 'failed') this.failure = m.message;
    return m.type === 'loading' || m.type === 'preparing';
  }

  output(stream: Output['stream'], text: string, file: string | undefined = this.file): void {
    this.outputs.push({ stream, text, ...(file === undefined ? {} : { file }) });
  }

  stopped(stop: Stop): ChildOutcome {
    const where = this.file === undefined ? {} : { file: this.file };
    const phase = this.preparing ? 'preparing the plugin' : this.lastLoaded !== undefined ? `running after ${this.lastLoaded} was loaded` : 'starting';
    return { kind: 'stopped', stop, ...where, phase, outputs: this.outputs };
  }
}

export function runChild(request: ChildRequest, timeoutMs: number, script: string = childScript): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const progress = new Progress();
    let timer: NodeJS.Timeout | undefined;
    let timedOutAfter: number | undefined;
    let settled = false;
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);

    const finish = (outcome: ChildOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      // The child may have left descendants holding its pipes: stop reading rather than wait on them.
      child.stdout?.destroy();
      child.stderr?.destroy();
      if (child.connected) child.disconnect();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOutAfter = ms;
        child.kill('SIGKILL');
        // Normally 'exit' settles; should it never come, the time limit still holds.
        timer = setTimeout(() => finish(progress.stopped({ kind: 'timeout', ms })), KILL_GRACE_MS);
      }, ms);
    };

    child.on('message', (message: unknown) => {
      if (!isChildMessage(message)) return;
      if (message.type === 'report') finish({ kind: 'report', report: message.report, outputs: progress.outputs });
      else if (progress.step(message)) arm(timeoutMs);
    });
    // Writes that went around process.stdout/stderr (fs.writeSync(1, …)) reach the pipes: still output.
    child.stdout?.on('data', (chunk: Buffer) => progress.output('stdout', chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => progress.output('stderr', chunk.toString('utf8')));
    child.on('error', (error) => finish(new Error(`inspect: cannot start the child process that loads plugin code: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (timedOutAfter !== undefined) finish(progress.stopped({ kind: 'timeout', ms: timedOutAfter }));
      else finish(progress.stopped({ kind: 'exit', code, signal, ...(progress.failure === undefined ? {} : { detail: progress.failure }) }));
    });
    arm(Math.max(timeoutMs, START_MS));
  });
}
