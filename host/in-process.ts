// The in-process plug-in style: a JS/TS module whose default export has hello() and run(case).
import { isAbsolute, resolve } from 'node:path';
import { outcomeOfAnswer, preview } from './answer-outcome.js';
import { copyCase } from './case-copy.js';
import type { CaseOutcome, HostConnection } from './connection.js';
import { HostStartError } from './host-start-error.js';
import { HostExitAttempt, holdExitGuard } from './exit-guard.js';
import { helloDrift, helloDriftOutcome } from './hello-identity.js';
import { loadModule } from './load-module.js';
import type { Case, HelloResponse, InProcessHost, RunAnswer } from './protocol.js';
import { effectiveTimeouts, raceTimeout } from './timeouts.js';
import type { HostOptions } from './timeouts.js';
import { validateHelloResponse } from './validate.js';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : preview(error);
}

/** Checks that a module's default export looks like an InProcessHost; `label` names the module. */
export function asInProcessHost(exported: unknown, label: string): InProcessHost {
  const host = exported as Partial<InProcessHost> | null | undefined;
  if (typeof host !== 'object' || host === null || typeof host.hello !== 'function' || typeof host.run !== 'function') {
    throw new HostStartError(`${label}: the default export must be an object with hello() and run(case) methods, got ${preview(exported)}`);
  }
  return host as InProcessHost;
}

async function importHost(path: string): Promise<InProcessHost> {
  const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
  let mod: { default?: unknown } | null;
  try {
    // loadModule also handles .ts hosts from the compiled CLI (plain Node cannot import TypeScript).
    mod = (await loadModule(absolute)) as { default?: unknown } | null;
  } catch (error) {
    throw new HostStartError(`cannot import host module ${absolute}: ${errorText(error)}`);
  }
  return asInProcessHost(mod?.default, `host module ${absolute}`);
}

/**
 * Connects to an in-process host object. Every run gets a deep copy of the case (a host must not be
 * able to mutate the kit's fixtures) and is raced against the per-case timeout. A synchronous
 * infinite loop cannot be interrupted in-process: use the stdio form for hosts that may spin.
 */
export async function connectInProcess(host: InProcessHost, options: HostOptions = {}, label = 'in-process host'): Promise<HostConnection> {
  const timeouts = effectiveTimeouts(options);
  const validateProtocol = options.validateProtocol ?? false;
  const guard = holdExitGuard(label);
  const exitText = (attempt: HostExitAttempt, during: string): string =>
    `${label}: ${during} ${attempt.message}: an in-process host must not end the kit's process (test it in a child process, without --no-isolate)`;
  let hello: HelloResponse;
  try {
    const helloAnswer = await raceTimeout(
      Promise.resolve().then(() => host.hello()).then(
        (value): { value: unknown } => ({ value }),
        (error: unknown) => {
          throw new HostStartError(error instanceof HostExitAttempt ? exitText(error, 'hello()') : `${label}: hello() threw: ${errorText(error)}`);
        },
      ),
      timeouts.helloMs,
      () => {
        throw new HostStartError(`${label}: hello() did not answer within ${timeouts.helloMs} ms`);
      },
    );
    const attempt = guard.takeAttempt();
    if (attempt) throw new HostStartError(exitText(attempt, 'hello()'));
    try {
      hello = validateHelloResponse(structuredClone(helloAnswer.value), `${label}: hello response`);
    } catch (error) {
      throw new HostStartError(errorText(error));
    }
  } catch (error) {
    guard.release();
    throw error;
  }
  // The run's first hello fixes the host and its areas (PROTOCOL-001); a different one costs the next case.
  const fixedHello = options.expectedHello ?? hello;
  const drift = helloDrift(fixedHello, hello);
  let drifted: CaseOutcome | undefined = drift === undefined ? undefined : helloDriftOutcome(drift, 'that started this connection');

  let closed = false;
  async function run(testCase: Case): Promise<CaseOutcome> {
    if (closed) return { kind: 'crash', message: `${label} is closed` };
    if (drifted !== undefined) {
      const outcome = drifted;
      drifted = undefined;
      return outcome;
    }
    let copy: Case;
    try {
      copy = copyCase(testCase);
    } catch (error) {
      return { kind: 'protocol', message: `case ${testCase.id} is not plain JSON: ${errorText(error)}` };
    }
    type Settled = { answer: RunAnswer } | { thrown: unknown } | { timedOut: true };
    const settled = await raceTimeout<Settled>(
      Promise.resolve().then(() => host.run(copy)).then(
        (answer) => ({ answer }),
        (thrown: unknown) => ({ thrown }),
      ),
      timeouts.caseMs,
      () => ({ timedOut: true }),
    );
    // A host that tried to end the process crashed, even if it caught what process.exit threw.
    const attempt = guard.takeAttempt();
    if (attempt) return { kind: 'crash', message: exitText(attempt, 'run()') };
    if ('timedOut' in settled) return { kind: 'timeout', message: `no answer within ${timeouts.caseMs} ms` };
    if ('thrown' in settled) return { kind: 'crash', message: `run() threw: ${errorText(settled.thrown)}` };
    return outcomeOfAnswer(settled.answer, testCase, { validateProtocol });
  }

  return {
    hello: fixedHello,
    run,
    log: () => '',
    close: async () => {
      closed = true;
      guard.release();
    },
  };
}

/** Imports `path` (absolute, or relative to the working directory) and connects to its default export. */
export async function connectModule(path: string, options: HostOptions = {}): Promise<HostConnection> {
  // Loading runs the module's top level, which must not end the kit either.
  const guard = holdExitGuard(`host module ${path}`);
  let host: InProcessHost;
  try {
    host = await importHost(path);
    const attempt = guard.takeAttempt();
    if (attempt) throw new HostStartError(`host module ${path}: loading it ${attempt.message}: an in-process host must not end the kit's process`);
  } finally {
    guard.release();
  }
  return connectInProcess(host, options, `host module ${path}`);
}
