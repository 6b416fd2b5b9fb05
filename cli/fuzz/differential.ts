// Differential fuzzing: the same generated case goes to the host under test and to the reference;
// the first step whose answers differ is a finding, shrunk by fast-check. A host that fails to answer
// (crash, hang, protocol error) is not a disagreement: it is reported with its status and the case,
// and nothing is shrunk (a smaller case would only hide which input the host could not take).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { CaseOutcome, HostConnection } from '../../host/connection.js';
import { statusOfOutcome } from '../../host/outcome-error.js';
import type { InProcessHost, StepResult } from '../../host/protocol.js';
import { caseOf, type FuzzInput, type FuzzTarget } from './targets.js';

export interface FuzzOptions {
  seed: number;
  runs?: number;
  timeMs?: number;
  path?: string;
  onRun?: (phase: 'run' | 'shrink') => void;
}

export interface Disagreement {
  input: FuzzInput;
  /** Indices of the steps whose answers differ. */
  steps: number[];
  host: StepResult[];
  reference: StepResult[];
}

/** The host did not answer a case: the report status it earns, why, and the case. */
export interface HostFailure {
  status: 'CRASH' | 'TIMEOUT' | 'ERROR';
  message: string;
  caseId: string;
  input: FuzzInput;
  /** The generated cases up to and including this one: `--seed <seed> --runs <run>` sends them again. */
  run: number;
  /** Set when the host failed while a disagreement was being shrunk: `--path` replays that one case. */
  path?: string;
}

export interface FuzzOutcome {
  runs: number;
  seed: number;
  interrupted: boolean;
  failure?: { path: string; shrinks: number; disagreement: Disagreement };
  hostFailure?: HostFailure;
}

class Finding extends Error {
  constructor(readonly disagreement: Disagreement) {
    super(`host and reference disagree on step(s) ${disagreement.steps.join(', ')}`);
  }
}

class HostFailed extends Error {
  constructor(readonly failure: HostFailure) {
    super(`${failure.status}: ${failure.message}`);
  }
}

function hostFailureOf(outcome: Exclude<CaseOutcome, { kind: 'ok' }>, caseId: string, input: FuzzInput, run: number): HostFailure {
  const status = statusOfOutcome(outcome);
  const message = outcome.kind === 'skipped' ? `answered skipped in an area it claims: ${outcome.reason}` : outcome.message;
  return { status: status === 'SKIPPED' ? 'ERROR' : status, message, caseId, input, run };
}

export async function fuzz(target: FuzzTarget, host: HostConnection, reference: InProcessHost, options: FuzzOptions): Promise<FuzzOutcome> {
  let counter = 0;
  let failedOnce = false;
  let hostFailure: (HostFailure & { shrinking?: boolean }) | undefined;
  const property = fc.asyncProperty(target.arbitrary, async (input) => {
    // Once the host failed to answer, the campaign is over: shrinking finds nothing smaller to blame.
    if (hostFailure) return;
    options.onRun?.(failedOnce ? 'shrink' : 'run');
    const testCase = caseOf(target.area, input, counter++);
    const expected = await reference.run(structuredClone(testCase));
    if (!('results' in expected)) throw new Error(`the reference did not answer case ${testCase.id}: ${JSON.stringify(expected)}`);
    const outcome = await host.run(testCase);
    if (outcome.kind !== 'ok') {
      hostFailure = hostFailureOf(outcome, testCase.id, input, counter);
      hostFailure.shrinking = failedOnce;
      throw new HostFailed(hostFailure);
    }
    const disagreement = compare(input, outcome.results, expected.results);
    if (disagreement) {
      failedOnce = true;
      throw new Finding(disagreement);
    }
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs ?? (options.timeMs !== undefined ? 2 ** 30 : 1000),
    ...(options.timeMs !== undefined ? { interruptAfterTimeLimit: options.timeMs, markInterruptAsFailure: false } : {}),
    ...(options.path !== undefined ? { path: options.path } : {}),
  });
  const outcome: FuzzOutcome = { runs: details.numRuns, seed: details.seed, interrupted: details.interrupted };
  if (hostFailure) {
    // During shrinking of a disagreement too: the host's failure is what the campaign ends with.
    const { shrinking, ...failure } = hostFailure;
    outcome.hostFailure = shrinking && details.counterexamplePath ? { ...failure, path: details.counterexamplePath } : failure;
    return outcome;
  }
  if (details.failed) {
    if (!(details.errorInstance instanceof Finding)) throw details.errorInstance;
    outcome.failure = { path: details.counterexamplePath ?? '', shrinks: details.numShrinks, disagreement: details.errorInstance.disagreement };
  }
  return outcome;
}

function compare(input: FuzzInput, host: StepResult[], reference: StepResult[]): Disagreement | undefined {
  const steps = reference.flatMap((want, i) => (isDeepStrictEqual(host[i], want) ? [] : [i]));
  return steps.length > 0 ? { input, steps, host, reference } : undefined;
}
