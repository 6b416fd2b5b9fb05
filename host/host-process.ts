// One running stdio host: a shell command in its own process group, read as newline-delimited JSON.
// Every failure of the process (spawn error, exit, EPIPE) becomes an event; nothing here ever throws
// asynchronously or leaves an 'error' event unhandled.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { listHostGroup, unlistHostGroup } from './host-group-folder.js';
import { hostTimeLimit } from './host-time-limit.js';
import { LineSplitter } from './line-splitter.js';
import { BYE_GRACE_MS, trackHost, untrackHost } from './live-hosts.js';
import type { LiveHost } from './live-hosts.js';
import { processRuns } from './process-runs.js';
import { TextRing } from './text-ring.js';

export type HostEvent =
  | { kind: 'line'; line: string }
  | { kind: 'exit'; description: string }
  | { kind: 'overflow'; bytes: number }
  | { kind: 'timeout' };

/** Where a process's stderr and unasked-for stdout go: the connection that is using it. */
export interface HostSink {
  /** The connection's log (stderr of every incarnation, plus kit notes). */
  log: TextRing;
  /** A stdout line that arrived while nobody waited for one. */
  onNoise(line: string): void;
}

export interface HostProcessOptions extends HostSink {
  command: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  maxLineBytes: number;
}

export { BYE_GRACE_MS };

/**
 * After 'exit', wait this long for 'close' (the rest of stdout). A grandchild in a session of its own
 * (`setsid`) escapes the group kill and may hold the pipes open for ever: after the grace the kit lets
 * go of them, so nothing the host left behind keeps the kit waiting.
 */
const CLOSE_GRACE_MS = 150;

export class HostProcess implements LiveHost {
  readonly pid: number | undefined;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly splitter: LineSplitter;
  /** This incarnation's own stderr, for crash messages. */
  private readonly stderr = new TextRing(8 * 1024);
  private waiter: ((event: HostEvent) => void) | undefined;
  private exitDescription: string | undefined;
  private overflowBytes: number | undefined;
  private readonly exitWaiters: (() => void)[] = [];
  private sink: HostSink;

  constructor(options: HostProcessOptions) {
    this.sink = { log: options.log, onNoise: options.onNoise };
    this.splitter = new LineSplitter(options.maxLineBytes);
    // detached: the shell leads a new process group, so one kill reaches everything the host started.
    this.child = spawn('/bin/sh', ['-c', options.command], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.pid = this.child.pid;
    // Until it has ended, this process is ended with the kit's (live-hosts.ts, host-group-folder.ts).
    if (this.pid !== undefined) {
      trackHost(this);
      listHostGroup(this.pid);
    }
    const ignore = (): void => {};
    this.child.stdin.on('error', ignore); // EPIPE when writing to a dead host: the exit event reports it
    this.child.stdout.on('error', ignore);
    this.child.stderr.on('error', ignore);
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => {
      this.stderr.append(text);
      this.sink.log.append(text);
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.onStdout(chunk));
    this.child.on('error', (error) => this.finish(`could not be started: ${error.message}`));
    let graceTimer: NodeJS.Timeout | undefined;
    this.child.on('exit', (code, signal) => {
      const description = signal ? `was killed by ${signal}` : `exited with code ${String(code)}`;
      this.killGroup(); // leftover grandchildren must not outlive the host
      graceTimer = setTimeout(() => this.finish(description), CLOSE_GRACE_MS);
      this.child.once('close', () => {
        clearTimeout(graceTimer);
        this.finish(description);
      });
    });
  }

  /** Hands the process to another connection (a kept host taken by the next one, see idle-hosts.ts). */
  attach(sink: HostSink): void {
    this.sink = sink;
  }

  /**
   * Whether this process (and its pipes) keeps the kit's process alive. A kept host does not: the kit's
   * process ends when its own work does, and then says bye to it (idle-hosts.ts).
   */
  holdsKit(on: boolean): void {
    for (const handle of [this.child, this.child.stdin, this.child.stdout, this.child.stderr] as { ref?(): void; unref?(): void }[]) {
      if (on) handle.ref?.();
      else handle.unref?.();
    }
  }

  /**
   * Whether the process still runs, asked of the system: a host that died a moment ago is a zombie until
   * this process gets to reap it, and `exited` only says so after that.
   */
  stillRuns(): boolean {
    return !this.exited && processRuns(this.pid);
  }

  get exited(): boolean {
    return this.exitDescription !== undefined;
  }

  /** How the process ended ("exited with code 1", "was killed by SIGKILL"), once it has. */
  get exitReason(): string | undefined {
    return this.exitDescription;
  }

  /** The last `chars` characters of this incarnation's stderr. */
  stderrTail(chars = 2000): string {
    return this.stderr.tail(chars).trim();
  }

  /** Writes one protocol message as a line. Writing to a dead host is a no-op (its exit is the event). */
  send(message: unknown): void {
    if (this.exited || this.child.stdin.destroyed || !this.child.stdin.writable) return;
    this.child.stdin.write(`${JSON.stringify(message)}\n`, () => {});
  }

  /** The next thing that happens: a stdout line, the exit, an overflow, or `timeout` after `ms`. */
  next(ms: number): Promise<HostEvent> {
    if (this.overflowBytes !== undefined) return Promise.resolve({ kind: 'overflow', bytes: this.overflowBytes });
    if (this.exitDescription !== undefined) return Promise.resolve({ kind: 'exit', description: this.exitDescription });
    if (this.waiter) throw new Error('capkit internal error: two waiters on one host');
    return new Promise((resolve) => {
      // The host's time, not the kit's pauses; an answer already in the pipe is read before a timeout.
      const limit = hostTimeLimit(ms, () => deliver({ kind: 'timeout' }));
      const deliver = (event: HostEvent): void => {
        limit.cancel();
        this.waiter = undefined;
        resolve(event);
      };
      this.waiter = deliver;
    });
  }

  /** SIGKILL to the whole process group; harmless when it is already gone. */
  killGroup(): void {
    if (this.pid === undefined) return;
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      try {
        this.child.kill('SIGKILL');
      } catch {
        // already reaped
      }
    }
  }

  sayByeNow(): void {
    this.send({ cmd: 'bye' });
  }

  /** Says bye; a host still running after the grace is killed. Resolves true when it exited by itself. */
  async sayBye(): Promise<boolean> {
    this.send({ cmd: 'bye' });
    if (await this.waitExit(BYE_GRACE_MS)) return true;
    this.killGroup();
    await this.waitExit(BYE_GRACE_MS);
    return false;
  }

  /** Resolves true once the process has exited (and was reaped), false after `ms`. */
  waitExit(ms: number): Promise<boolean> {
    if (this.exited) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.exitWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Closes the kit's ends of the pipes: whoever still holds the other ends can no longer keep the kit alive. */
  private releasePipes(): void {
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
      try {
        stream.destroy();
      } catch {
        // already closed
      }
    }
  }

  private onStdout(chunk: Buffer): void {
    for (const event of this.splitter.push(chunk)) {
      if (event.kind === 'overflow') {
        this.overflowBytes = event.bytes;
        this.waiter?.(event);
        return;
      }
      if (event.line.trim() === '') continue;
      if (this.waiter) this.waiter(event);
      else this.sink.onNoise(event.line);
    }
  }

  private finish(description: string): void {
    if (this.exitDescription !== undefined) return;
    this.exitDescription = description;
    untrackHost(this);
    unlistHostGroup(this.pid);
    this.releasePipes();
    this.waiter?.({ kind: 'exit', description });
    for (const notify of this.exitWaiters.splice(0)) notify();
  }
}
