// What `capkit fuzz <area>` generates: one case per run, a batch of steps, compared step by step.
import fc from 'fast-check';
import type { Case, Step } from '../../host/protocol.js';
import { grantsArb, maybeMessageArb, permitArb, permitListArb } from '../../suites/permits/arbitraries.js';
import { hostileToolArb, toolArb } from '../../suites/access/arbitraries.js';

export interface FuzzInput {
  setup: Record<string, unknown>;
  steps: Step[];
}

export interface FuzzTarget {
  area: string;
  arbitrary: fc.Arbitrary<FuzzInput>;
  /** Requirement a found disagreement is filed under, by op (to be reviewed before the fixture is kept). */
  requirementOf(step: Step): string;
}

const permitStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('permit'), permits: permitListArb, message: maybeMessageArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('lint'), permit: permitArb }) },
);

const accessStep: fc.Arbitrary<Step> = fc.record({
  op: fc.constant('access'),
  tool: fc.oneof({ weight: 4, arbitrary: toolArb }, { weight: 1, arbitrary: hostileToolArb }),
  message: maybeMessageArb,
});

function batched(step: fc.Arbitrary<Step>): fc.Arbitrary<FuzzInput> {
  return fc.record({ setup: fc.record({ platformGrants: grantsArb }), steps: fc.array(step, { minLength: 1, maxLength: 20 }) });
}

export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  permits: {
    area: 'permits',
    arbitrary: batched(permitStep),
    requirementOf: (step) => (step.op === 'lint' ? 'PERMIT-020' : 'PERMIT-006'),
  },
  access: {
    area: 'access',
    arbitrary: batched(accessStep),
    requirementOf: () => 'ACCESS-001',
  },
};

export function caseOf(area: string, input: FuzzInput, index: number): Case {
  return { id: `fuzz/${area}-${index}`, area, setup: input.setup, steps: input.steps };
}
