// Which PROTOCOL rule a campaign charges an answer to, as `capkit run` does (spec/protocol.md §2, §6;
// suites/*/protocol-robustness.test.ts): an answer that is neither a result object of its op nor a step
// error breaks PROTOCOL-002 (the run checks every answer against the published schemas and charges a
// misshapen one there), whatever the step; a step that breaks its op's schema answered with a result
// rather than a step error deviates from the SHOULD PROTOCOL-004 only (the host answered: the MUST
// PROTOCOL-005 holds). Any step-error code conforms.
import type { Step, StepResult } from '../../host/protocol.js';
import { isStepError, isWellShaped } from '../../suites/permits/protocol-checks.js';

/** PROTOCOL-002 for a misshapen answer to any step, else undefined (the contract rules judge it). */
export function misshapen(area: string, step: Step, host: StepResult | undefined): 'PROTOCOL-002' | undefined {
  return isWellShaped(area, step.op, host) ? undefined : 'PROTOCOL-002';
}

/** The rule of a step that breaks its schema, answered otherwise than the reference. */
export function protocolCharge(area: string, step: Step, host: StepResult | undefined): { requirement: 'PROTOCOL-002' | 'PROTOCOL-004' } {
  return { requirement: misshapen(area, step, host) ?? 'PROTOCOL-004' };
}

/** Two answers agree: equal, or both step errors (the code is the host's choice). */
export function sameAnswer(host: StepResult | undefined, reference: StepResult | undefined, equal: (a: unknown, b: unknown) => boolean): boolean {
  return equal(host, reference) || (isStepError(host) && isStepError(reference));
}
