// One child process loading a plugin's code, watched: it answers with a report, or it stops (ends, or is
// killed at the time limit) while some tool entry, or no entry, was being loaded. Everything the child's
// code wrote is collected as output, never passed to this process's own stdout.
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { LineSplitter } from '../../host/line-splitter.js';
import { MAX_CHANNEL_LINE, newToken, readChannelLine } from './child-channel.js';
import { childEnv } from './child-env.js';
import type { ChildMessage, ChildRequest } from './child-protocol.js';
import type { Stop } from './load-failure.js';
import type { InspectReport } from './report.js';

export interface Output {
  readonly stream: 'stdout' | 'stderr';
  /** The tool entry being loaded when it was written, if any. */
  readonly file?: string;
  readonly text: string;
}

/** A line on the kit's channel that the kit's code did not write (plugin code wrote to fd 3). */
export interface Forgery {
  /** The tool entry being loaded when it came, if any. */
  readonly file?: string;
  readonly text: string;
}

export type ChildOutcome =
  | { kind: 'report'; report: InspectReport; outputs: Output[]; forgeries: Forgery[] }
  /** `file`: the entry being loaded when it stopped; otherwise `phase` says what the child was doing. */
  | { kind: 'stopped'; stop: Stop; file?: string; phase: string; outputs: Output[]; forgeries: Forgery[] };

export const childScript = fileURLToPath(new URL('./child-main.js', import.meta.url));

// After a kill, 'exit' follows at once; this only bounds the wait should it not.
const KILL_GRACE_MS = 5000;
// After the child ended, how long the rest of its channel may take to arrive.
const CHANNEL_GRACE_MS = 500;
// Until the first entry loads only the kit's own code runs (start-up, walking the folder): it gets at
// least this long, so a short --timeout meant for the plugin's imports does not fail a slow start.
const START_MS = 60_000;

/** Where the child is, from its messages: which entry it is loading, or what it does otherwise. */
class Progress {
  file: string | undefined;
  private lastLoaded: string | undefined;
  private preparing = false;
  readonly outputs: Output[] = [];
  readonly forgeries: Forgery[] = [];
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

  forged(text: string): void {
    this.forgeries.push({ text, ...(this.file === undefined ? {} : { file: this.file }) });
  }

  stopped(stop: Stop): ChildOutcome {
    const where = this.file === undefined ? {} : { file: this.file };
    const phase = this.preparing ? 'preparing the plugin' : this.lastLoaded !== undefined ? `running after ${this.lastLoaded} was loaded` : 'starting';
    return { kind: 'stopped', stop, ...where, phase, outputs: this.outputs, forgeries: this.forgeries };
  }
}

export function runChild(request: ChildRequest, timeoutMs: number, script: string = childScript): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    // Plugin code gets an allow-listed environment (child-env.ts) and the token only on stdin, which the
    // child reads to its end before loading anything (child-channel.ts).
    const child = spawn(process.execPath, [script, JSON.stringify(request)], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], env: childEnv() });
    const token = newToken();
    const stdin = child.stdio[0] as Writable;
    stdin.on('error', () => undefined);
    stdin.end(`${token}\n`);
    const channel = child.stdio[3] as Readable;
    const splitter = new LineSplitter(MAX_CHANNEL_LINE);
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
      channel.destroy();
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

    const onMessage = (message: ChildMessage) => {
      if (message.type === 'report') finish({ kind: 'report', report: message.report, outputs: progress.outputs, forgeries: progress.forgeries });
      else if (progress.step(message)) arm(timeoutMs);
    };
    channel.on('error', () => undefined);
    channel.on('data', (chunk: Buffer) => {
      for (const event of splitter.push(chunk)) {
        if (event.kind === 'overflow') progress.forged(`a line of more than ${MAX_CHANNEL_LINE} bytes`);
        else if (event.line !== '') {
          const read = readChannelLine(token, event.line);
          if (read.kind === 'message') onMessage(read.message);
          else progress.forged(read.text);
        }
      }
    });
    // Writes that went around process.stdout/stderr (fs.writeSync(1, …)) reach the pipes: still output.
    child.stdout?.on('data', (chunk: Buffer) => progress.output('stdout', chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => progress.output('stderr', chunk.toString('utf8')));
    child.on('error', (error) => finish(new Error(`inspect: cannot start the child process that loads plugin code: ${error.message}`)));
    child.on('exit', (code, signal) => {
      const stopped = () =>
        timedOutAfter !== undefined
          ? progress.stopped({ kind: 'timeout', ms: timedOutAfter })
          : progress.stopped({ kind: 'exit', code, signal, ...(progress.failure === undefined ? {} : { detail: progress.failure }) });
      // The last lines of the channel (the report) may still be on their way: read them to the end, for
      // a short while only, since a descendant of the child may hold the channel open.
      if (channel.readableEnded || channel.destroyed) return finish(stopped());
      const grace = setTimeout(() => finish(stopped()), CHANNEL_GRACE_MS);
      channel.once('close', () => {
        clearTimeout(grace);
        finish(stopped());
      });
    });
    arm(Math.max(timeoutMs, START_MS));
  });
}
