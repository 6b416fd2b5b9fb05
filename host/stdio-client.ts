// The stdio plug-in style: any program speaking newline-delimited JSON. One case in flight at a time;
// hangs, deaths and out-of-sync streams become outcomes, and the host is restarted within a budget.
import { outcomeOfAnswer, preview } from './answer-outcome.js';
import type { CaseOutcome, HostConnection } from './connection.js';
import { BYE_GRACE_MS, HostProcess, type HostSink } from './host-process.js';
import { idleKey, keepIdle, takeIdle } from './idle-hosts.js';
import { HostStartError } from './host-start-error.js';
import { helloDrift, helloDriftOutcome } from './hello-identity.js';
import { PROTOCOL_VERSION } from './protocol.js';
import type { Case, HelloResponse } from './protocol.js';
import { RestartBudget, type RestartCause } from './restart-budget.js';
import { TextRing } from './text-ring.js';
import { DEFAULT_RESTART_BUDGET, effectiveTimeouts } from './timeouts.js';
import type { HostOptions, Timeouts } from './timeouts.js';
import { validateHelloResponse } from './validate.js';

export const MAX_LINE_BYTES = 64 * 1024 * 1024;
export const LOG_CHARS = 64 * 1024;

export interface StdioOptions extends HostOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Longest accepted stdout line (default 64 MiB); longer, or unbounded output, is a protocol error. */
  maxLineBytes?: number;
}

/** The connection's log and what it notes of stdout lines nobody asked for. */
function sinkOf(log: TextRing): HostSink {
  return { log, onNoise: (line) => log.append(`[capkit] protocol noise on stdout (no case in flight): ${preview(line, 500)}\n`) };
}

export interface StdioHostConnection extends HostConnection {
  /** The pid (= process group id) of the current incarnation, if one is running. */
  readonly pid: number | undefined;
  /** Restarts so far (each counts against the budget). */
  readonly restarts: number;
}

/** Each line of the host's stderr quoted with a bar, so no line of it can pass for one of the kit's own. */
export function quotedLines(text: string): string {
  return text.split('\n').map((line) => `  | ${line}`).join('\n');
}

function withStderr(message: string, proc: HostProcess): string {
  const tail = proc.stderrTail();
  return tail ? `${message}; stderr tail:\n${quotedLines(tail)}` : `${message}; stderr was empty`;
}

/** Spawns the host and performs the hello handshake; kills it and throws HostStartError on any failure. */
async function startHost(command: string, options: StdioOptions, timeouts: Timeouts, log: TextRing): Promise<{ proc: HostProcess; hello: HelloResponse }> {
  const proc = new HostProcess({
    command,
    cwd: options.cwd,
    env: options.env,
    maxLineBytes: options.maxLineBytes ?? MAX_LINE_BYTES,
    ...sinkOf(log),
  });
  const answered = proc.next(timeouts.helloMs);
  proc.send({ cmd: 'hello', protocol: PROTOCOL_VERSION });
  const event = await answered;
  const failStart = async (message: string): Promise<never> => {
    proc.killGroup();
    await proc.waitExit(BYE_GRACE_MS);
    throw new HostStartError(withStderr(`host \`${command}\` ${message}`, proc));
  };
  switch (event.kind) {
    case 'exit':
      return failStart(`${event.description} before answering hello`);
    case 'timeout':
      return failStart(`did not answer hello within ${timeouts.helloMs} ms`);
    case 'overflow':
      return failStart(`wrote more than ${event.bytes} bytes without a newline instead of answering hello`);
    case 'line': {
      let json: unknown;
      try {
        json = JSON.parse(event.line);
      } catch {
        return failStart(`answered hello with a line that is not JSON: ${preview(event.line)}`);
      }
      try {
        return { proc, hello: validateHelloResponse(json, 'hello response') };
      } catch (error) {
        return failStart(`answered hello wrongly: ${(error as Error).message}`);
      }
    }
  }
}

/**
 * Starts `command` with /bin/sh in its own process group and connects to it. Rejects with a
 * HostStartError (exit code, stderr tail, first bad line) when the first start fails. With
 * `shareProcess`, a healthy host that an earlier connection of the same command left is used instead of
 * a new one, and on close this connection leaves its host the same way (idle-hosts.ts).
 */
export async function connectCommand(command: string, options: StdioOptions = {}): Promise<StdioHostConnection> {
  const timeouts = effectiveTimeouts(options);
  const budget = new RestartBudget(options.restartBudget ?? DEFAULT_RESTART_BUDGET);
  const validateProtocol = options.validateProtocol ?? false;
  const log = new TextRing(LOG_CHARS);
  const key = options.shareProcess ? idleKey({ command, cwd: options.cwd, env: options.env, maxLineBytes: options.maxLineBytes ?? MAX_LINE_BYTES }) : undefined;
  const kept = key === undefined ? undefined : takeIdle(key);
  kept?.proc.attach(sinkOf(log));
  const first = kept ?? (await startHost(command, options, timeouts, log));
  // The run's first hello fixes the host and its areas (PROTOCOL-001); this connection reports that one.
  const fixedHello = options.expectedHello ?? first.hello;

  let proc: HostProcess | undefined = first.proc;
  /** The hello the running process answered at its start. */
  let procHello = first.hello;
  let suspect = false; // its stdout may be out of sync with our requests: restart before the next case
  let lastFailure = '';
  /** Why the next restart is needed (set by the failed case); undefined: the host exited between cases. */
  let restartCause: RestartCause | undefined;
  let exhausted: Exclude<CaseOutcome, { kind: 'ok' }> | undefined;
  /** A hello that differed from the fixed one: the outcome of the next case. */
  let drifted: CaseOutcome | undefined;
  let closed = false;
  let seq = kept?.seq ?? 0;
  let chain: Promise<unknown> = Promise.resolve();
  let closing: Promise<void> | undefined;

  const note = (text: string): void => log.append(`[capkit] ${text}\n`);

  const checkHello = (hello: HelloResponse, when: string): void => {
    const drift = helloDrift(fixedHello, hello);
    if (drift === undefined) return;
    drifted = helloDriftOutcome(drift, when);
    note(`hello ${when} differs from the run's first hello: ${drift}`);
  };
  checkHello(first.hello, kept ? 'of the host this connection took over' : 'that started this connection');

  /** Undefined when a healthy host is running, else the outcome of a case that cannot run. */
  async function ensureReady(): Promise<Exclude<CaseOutcome, { kind: 'ok' }> | undefined> {
    if (proc && !proc.exited && !suspect) return undefined;
    if (proc) {
      if (restartCause === undefined) lastFailure = `host ${proc.exitReason ?? 'exited'} between cases`;
      proc.killGroup();
      await proc.waitExit(BYE_GRACE_MS);
      proc = undefined;
    }
    while (exhausted === undefined) {
      const cause = restartCause ?? 'crash';
      restartCause = undefined;
      if (!budget.take(cause)) {
        exhausted = budget.exhaustedOutcome(lastFailure);
        break;
      }
      note(`restarting host (restart ${budget.used} of ${budget.size}) after: ${lastFailure}`);
      try {
        const started = await startHost(command, options, timeouts, log);
        proc = started.proc;
        procHello = started.hello;
        suspect = false;
        checkHello(started.hello, `after restart ${budget.used}`);
        return undefined;
      } catch (error) {
        lastFailure = (error as Error).message;
        restartCause = 'start';
      }
    }
    return exhausted;
  }

  async function runOne(testCase: Case): Promise<CaseOutcome> {
    if (closed) return { kind: 'crash', message: 'the host connection is closed' };
    const notReady = await ensureReady();
    if (notReady !== undefined) return notReady;
    if (!proc) return { kind: 'crash', message: 'no host process' };
    if (drifted !== undefined) {
      const outcome = drifted;
      drifted = undefined;
      return outcome;
    }
    const host = proc;
    const mySeq = ++seq;
    const answered = host.next(timeouts.caseMs);
    host.send({ cmd: 'run', seq: mySeq, case: testCase });
    const event = await answered;
    const failed = (outcome: Exclude<CaseOutcome, { kind: 'ok' }>): CaseOutcome => {
      lastFailure = `case ${testCase.id}: ${outcome.kind === 'skipped' ? outcome.reason : outcome.message}`;
      if (outcome.kind === 'protocol' || outcome.kind === 'timeout' || outcome.kind === 'crash') restartCause = outcome.kind;
      note(lastFailure);
      return outcome;
    };
    switch (event.kind) {
      case 'timeout':
        host.killGroup();
        suspect = true;
        await host.waitExit(BYE_GRACE_MS);
        return failed({ kind: 'timeout', message: `no answer within ${timeouts.caseMs} ms; host killed` });
      case 'exit':
        return failed({ kind: 'crash', message: withStderr(`host ${event.description} during the case`, host) });
      case 'overflow':
        host.killGroup();
        suspect = true;
        await host.waitExit(BYE_GRACE_MS);
        return failed({ kind: 'protocol', message: `host wrote more than ${event.bytes} bytes without a newline; host killed` });
      case 'line': {
        let json: unknown;
        try {
          json = JSON.parse(event.line);
        } catch {
          suspect = true;
          return failed({ kind: 'protocol', message: `answer is not JSON: ${preview(event.line)}` });
        }
        const outcome = outcomeOfAnswer(json, testCase, { seq: mySeq, validateProtocol });
        if (outcome.kind !== 'protocol') return outcome;
        suspect = true;
        return failed(outcome);
      }
    }
  }

  async function close(): Promise<void> {
    const host = proc;
    if (!host || host.exited) return;
    if (key !== undefined && !suspect) {
      keepIdle(key, { proc: host, hello: procHello, seq });
      return;
    }
    if (!(await host.sayBye())) note('host did not exit within 1 s of bye; killed');
  }

  return {
    hello: fixedHello,
    get pid() {
      return proc?.pid;
    },
    get restarts() {
      return budget.used;
    },
    run(testCase) {
      // One case in flight at a time: runs queue behind each other.
      const result = chain.then(() => runOne(testCase)).catch((error: unknown): CaseOutcome => ({
        kind: 'crash',
        message: `capkit internal error while running case: ${error instanceof Error ? error.message : String(error)}`,
      }));
      chain = result;
      return result;
    },
    log: () => log.toString(),
    close() {
      closed = true; // queued runs answer crash at once; the one in flight finishes first
      closing ??= chain.then(close, close);
      return closing;
    },
  };
}
