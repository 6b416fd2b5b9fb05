// Which PROTOCOL rule a campaign charges a step that breaks its op's schema to, as `capkit run` does
// (spec/protocol.md §6, suites/*/protocol-robustness.test.ts): an answer that is a result of the op but
// no step error deviates from the SHOULD PROTOCOL-004; only an answer that is neither breaks the MUST
// PROTOCOL-005 (one well-shaped result per step, whatever the input). Any step-error code conforms.
import type { Step, StepResult } from '../../host/protocol.js';
import { isStepError, isWellShaped } from '../../suites/permits/protocol-checks.js';

export function protocolCharge(area: string, step: Step, host: StepResult | undefined): { requirement: 'PROTOCOL-004' | 'PROTOCOL-005' } {
  return { requirement: isWellShaped(area, step.op, host) ? 'PROTOCOL-004' : 'PROTOCOL-005' };
}

/** Two answers agree: equal, or both step errors (the code is the host's choice). */
export function sameAnswer(host: StepResult | undefined, reference: StepResult | undefined, equal: (a: unknown, b: unknown) => boolean): boolean {
  return equal(host, reference) || (isStepError(host) && isStepError(reference));
}
