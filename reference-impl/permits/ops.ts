// The ops of area permits (protocol.md §5): `permit` and `lint`. A step or setup that breaks the published
// schemas answers a step error (bad-step, bad-setup) and decides nothing (PROTOCOL-004, PROTOCOL-006).
import type { Step, StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../step.js';
import { WireSchemas } from './wire-schemas.js';

type Area = 'permits' | 'access';

export const badStep = (op: string, problem: string): StepResult => ({ error: { code: 'bad-step', message: `step "${op}": ${problem}` } });
const badSetup = (problem: string): StepResult => ({ error: { code: 'bad-setup', message: `the case's setup breaks its schema: ${problem.replace(/^the whole value/, 'the setup')}` } });

/** A handler that first checks the setup and the step against the area's schemas. */
export function validated(schemas: WireSchemas, area: Area, op: string, decide: (step: Step, context: CaseContext) => StepResult): StepHandler {
  return (step, context) => {
    const setupProblem = schemas.setupProblem(area, context.setup);
    if (setupProblem !== undefined) return badSetup(setupProblem);
    const problem = schemas.stepProblem(area, op, step);
    return problem === undefined ? decide(step, context) : badStep(op, problem);
  };
}

export function createPermitsOps(schemas = new WireSchemas()): Readonly<Record<string, StepHandler>> {
  return {
    permit: validated(schemas, 'permits', 'permit', (step, { semantics, grants }) => ({
      allowed: semantics.evaluatePermitList(step.permits as string[], semantics.normalizeMessage(step.message), grants),
    })),
    lint: validated(schemas, 'permits', 'lint', (step, { semantics }) => ({ valid: semantics.lintPermit(step.permit as string).valid })),
  };
}
