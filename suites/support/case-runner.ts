// Turns CaseOutcomes into results-or-throw, and remembers host-level failures: after a timeout, crash
// or protocol error, later calls in the same test rethrow it at once instead of contacting the host,
// so fast-check's shrinking cannot turn one hang into a hundred timeouts.
import type { CaseOutcome } from '../../host/connection.js';
import { CaseOutcomeError } from '../../host/outcome-error.js';
import type { Case, StepResult } from '../../host/protocol.js';
import { failedCaseRule } from './governing-rule.js';

export interface CaseRunner {
  results(testCase: Case): Promise<StepResult[]>;
  /** Forgets a remembered failure (called before each test). */
  reset(): void;
}

const HOST_LEVEL: ReadonlySet<CaseOutcome['kind']> = new Set(['timeout', 'crash', 'protocol']);

export function caseRunner(run: (testCase: Case) => Promise<CaseOutcome>): CaseRunner {
  let sticky: CaseOutcomeError | undefined;
  return {
    reset() {
      sticky = undefined;
    },
    async results(testCase) {
      if (sticky) throw sticky;
      const outcome = await run(testCase);
      if (outcome.kind === 'ok') {
        if (outcome.results.length === testCase.steps.length) return outcome.results;
        const message = `expected ${testCase.steps.length} results, got ${outcome.results.length}`;
        throw (sticky = new CaseOutcomeError(testCase.id, { kind: 'protocol', message }));
      }
      const governing = outcome.kind === 'timeout' || outcome.kind === 'crash' || outcome.kind === 'errored' ? failedCaseRule(testCase, outcome.kind) : undefined;
      const error = new CaseOutcomeError(testCase.id, outcome, governing);
      if (HOST_LEVEL.has(outcome.kind)) sticky = error;
      throw error;
    },
  };
}
