// Differential fuzzing: the same generated case goes to the host under test and to the reference;
// the first step whose answers differ (or a host that fails to answer) is a finding, shrunk by fast-check.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { HostConnection } from '../../host/connection.js';
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
  host: StepResult[] | string;
  reference: StepResult[];
}

export interface FuzzOutcome {
  runs: number;
  seed: number;
  interrupted: boolean;
  failure?: { path: string; shrinks: number; disagreement: Disagreement };
}

class Finding extends Error {
  constructor(readonly disagreement: Disagreement) {
    super(`host and reference disagree on step(s) ${disagreement.steps.join(', ')}`);
  }
}

export async function fuzz(target: FuzzTarget, host: HostConnection, reference: InProcessHost, options: FuzzOptions): Promise<FuzzOutcome> {
  let counter = 0;
  let failedOnce = false;
  const property = fc.asyncProperty(target.arbitrary, async (input) => {
    options.onRun?.(failedOnce ? 'shrink' : 'run');
    const testCase = caseOf(target.area, input, counter++);
    const expected = await reference.run(structuredClone(testCase));
    if (!('results' in expected)) throw new Error(`the reference did not answer case ${testCase.id}: ${JSON.stringify(expected)}`);
    const outcome = await host.run(testCase);
    const disagreement = compare(input, outcome.kind === 'ok' ? outcome.results : `${outcome.kind}: ${'message' in outcome ? outcome.message : outcome.reason}`, expected.results);
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
  if (details.failed) {
    if (!(details.errorInstance instanceof Finding)) throw details.errorInstance;
    outcome.failure = { path: details.counterexamplePath ?? '', shrinks: details.numShrinks, disagreement: details.errorInstance.disagreement };
  }
  return outcome;
}

function compare(input: FuzzInput, host: StepResult[] | string, reference: StepResult[]): Disagreement | undefined {
  if (typeof host === 'string') return { input, steps: input.steps.map((_, i) => i), host, reference };
  const steps = reference.flatMap((want, i) => (isDeepStrictEqual(host[i], want) ? [] : [i]));
  return steps.length > 0 ? { input, steps, host, reference } : undefined;
}
