// What `capkit fuzz permits|access` generates: one case per run, a batch of checks, compared step by step.
import fc from 'fast-check';
import type { Step } from '../../host/protocol.js';
import { grantsArb, maybeMessageArb, permitArb, permitListArb } from '../../suites/permits/arbitraries.js';
import { hostileToolArb, toolArb } from '../../suites/access/arbitraries.js';

export interface FuzzInput {
  setup: Record<string, unknown>;
  steps: Step[];
}

export interface FuzzTarget {
  area: string;
  arbitrary: fc.Arbitrary<FuzzInput>;
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
  },
  access: {
    area: 'access',
    arbitrary: batched(accessStep),
  },
};
