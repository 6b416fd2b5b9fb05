// One child process loading a plugin's code, watched: it answers with a report, or it stops (ends, is
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
  /** `file`: the entry being loaded when it stopped; `phase` says where it was otherwise. */
  | { kind: 'stopped'; stop: Stop; file?: string; phase: string; outputs: Output[] };

export const childScript = fileURLToPath(new URL('./child-main.js', import.meta.url));

// After a kill, 'exit' follows at once; this only bounds the wait should it not.
const KILL_GRACE_MS = 5000;

export function runChild(request: ChildRequest, timeoutMs: number, script: string = childScript): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const outputs: Output[] = [];
    let file: string | undefined;
    let phase = 'starting';
    let lastLoaded: string | undefined;
    let failedDetail: string | undefined;
    let timedOut = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
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
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
        // Normally 'exit' settles; should it never come, the time limit still holds.
        timer = setTimeout(() => finish(stopped({ kind: 'timeout', ms: timeoutMs })), KILL_GRACE_MS);
      }, timeoutMs);
    };
    const stopped = (stop: Stop): ChildOutcome => ({ kind: 'stopped', stop, ...(file === undefined ? {} : { file }), phase: file === undefined && lastLoaded !== undefined && phase !== 'preparing the plugin' ? `running after ${lastLoaded} was loaded` : phase, outputs });

    const onMessage = (message: ChildMessage) => {
      if (message.type === 'loading') {
        file = message.file;
        arm();
      } else if (message.type === 'loaded') {
        lastLoaded = message.file;
        file = undefined;
      } else if (message.type === 'preparing') {
        phase = 'preparing the plugin';
        arm();
      } else if (message.type === 'output') outputs.push({ stream: message.stream, text: message.text, ...(message.file === undefined ? {} : { file: message.file }) });
      else if (message.type === 'failed') failedDetail = message.message;
      else if (message.type === 'report') finish({ kind: 'report', report: message.report, outputs });
    };
    child.on('message', (message: unknown) => {
      if (isChildMessage(message)) onMessage(message);
    });
    // Writes that went around process.stdout/stderr (fs.writeSync(1, …)) reach the pipes: still output.
    const raw = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => outputs.push({ stream, text: chunk.toString('utf8'), ...(file === undefined ? {} : { file }) });
    child.stdout?.on('data', raw('stdout'));
    child.stderr?.on('data', raw('stderr'));
    child.on('error', (error) => finish(new Error(`inspect: cannot start the child process that loads plugin code: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (timedOut) finish(stopped({ kind: 'timeout', ms: timeoutMs }));
      else finish(stopped({ kind: 'exit', code, signal, ...(failedDetail === undefined ? {} : { detail: failedDetail }) }));
    });
    arm();
  });
}
