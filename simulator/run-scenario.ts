// Runs a scenario against a host through the host interface only (never the reference implementation
// directly): one case, then the expectations checked and the transcript written.
import type { CaseOutcome, HostConnection } from '../host/connection.js';
import { CaseOutcomeError } from '../host/outcome-error.js';
import type { Case, StepResult } from '../host/protocol.js';
import { checkExpectations } from './check-expectations.js';
import type { Mismatch } from './check-expectations.js';
import type { Scenario } from './scenario.js';
import { toCase } from './to-case.js';
import type { PlannedStep } from './to-case.js';
import { transcriptOf } from './transcript.js';

export interface ScenarioRun {
  testCase: Case;
  plan: PlannedStep[];
  results: StepResult[];
  mismatches: Mismatch[];
  /** JSON Lines, one per step. */
  transcript: string;
}

/** Runs the case with `run`; a non-ok outcome (timeout, crash, skipped …) throws a CaseOutcomeError. */
export async function simulate(scenario: Scenario, run: (testCase: Case) => Promise<CaseOutcome>): Promise<ScenarioRun> {
  const { testCase, plan } = toCase(scenario);
  const outcome = await run(testCase);
  if (outcome.kind !== 'ok') throw new CaseOutcomeError(testCase.id, outcome);
  const results = outcome.results;
  if (results.length !== plan.length) {
    throw new CaseOutcomeError(testCase.id, { kind: 'protocol', message: `expected ${plan.length} results, got ${results.length}` });
  }
  return { testCase, plan, results, mismatches: checkExpectations(scenario, plan, results), transcript: transcriptOf(plan, results) };
}

export class HostLacksTurnsError extends Error {
  constructor(areas: readonly string[]) {
    super(`the host does not implement area turns (its hello declares: ${areas.join(', ') || 'nothing'})`);
    this.name = 'HostLacksTurnsError';
  }
}

/** Runs a scenario on a connected host, which must declare area `turns` in its hello. */
export async function runScenario(connection: HostConnection, scenario: Scenario): Promise<ScenarioRun> {
  if (!connection.hello.areas.includes('turns')) throw new HostLacksTurnsError(connection.hello.areas);
  return simulate(scenario, (c) => connection.run(c));
}
