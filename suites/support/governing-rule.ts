// One bug, one red requirement, for failures that are no wrong answer: a crash, a hang or an `errored`
// answer to a case, or a step error where a value is due. Such a failure breaks the rule that says the
// host's decision never fails, never the first rule the test happens to name: PERMIT-018 (evaluating a
// permit never fails; lint's answers are PERMIT-020's), PERMIT-019 for an answer too late to a permit
// long enough to be about time, ACCESS-011 (access decisions never fail). Protocol errors name their own
// PROTOCOL rule already (host/outcome-error.ts). Areas whose rules say nothing of failing keep the
// test's own charge.
import type { Case, Step } from '../../host/protocol.js';

/** Steps of these ops decide a value whose failing is the named rule's. */
const NEVER_FAILS: Readonly<Record<string, string>> = { permit: 'PERMIT-018', lint: 'PERMIT-020', access: 'ACCESS-011' };

/** A permit this long is about evaluation time (PERMIT-019's pathological inputs), not the grammar. */
const LONG_PERMIT = 10_000;

/** The rule a step error or a missing value of `step` breaks, if its op names one. */
export function noAnswerRule(step: Pick<Step, 'op'>): string | undefined {
  return NEVER_FAILS[step.op];
}

function longestPermit(step: Step): number {
  const texts = step.op === 'lint' ? [step.permit] : Array.isArray(step.permits) ? step.permits : [];
  return Math.max(0, ...texts.map((t) => (typeof t === 'string' ? t.length : 0)));
}

/** The rule a crash, timeout or `errored` answer to `testCase` breaks; undefined where no rule says. */
export function failedCaseRule(testCase: Case, kind: 'timeout' | 'crash' | 'errored'): string | undefined {
  if (testCase.area === 'access') return 'ACCESS-011';
  if (testCase.area !== 'permits') return undefined;
  if (kind === 'timeout' && testCase.steps.some((s) => longestPermit(s) >= LONG_PERMIT)) return 'PERMIT-019';
  // A case of lint steps only is lint's; any permit step makes it evaluation's.
  return testCase.steps.length > 0 && testCase.steps.every((s) => s.op === 'lint') ? 'PERMIT-020' : 'PERMIT-018';
}
