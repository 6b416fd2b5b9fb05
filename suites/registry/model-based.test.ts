// Model-based conformance properties of the registry: random sequences of steps, each sequence sent
// as ONE case, every answer compared with the registry model (suites/registry/model.ts), a mismatch
// charged to the requirement the model names as deciding it; and the injectivity of qualifiedNames
// observed through the host (REGISTRY-010).
import { describe } from 'vitest';
import fc from 'fast-check';
import { useHostUnderTest } from '../support/host-under-test.js';
import { checkPropertyRuns } from '../support/explicit-runs.js';
import { compareAll } from './compare.js';
import { record, registryCommands } from './commands.js';
import { registryTest, runSteps } from './scenario.js';
import { injectivityCaseArb, checkInjectivity } from './injectivity.js';
import type { RegistryStep } from './model.js';

const host = useHostUnderTest();

/** Sequences per run by default; CAPKIT_PROPERTY_RUNS (--property-runs) replaces it. */
const SEQUENCES = 200;

/** Every requirement the model can name as deciding an answer (its primary first). */
const DECIDED = [31, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32].map((n) => `REGISTRY-${String(n).padStart(3, '0')}`);

describe('registry: agreement with the model', () => {
  registryTest(host, DECIDED, 'random step sequences answer as the model of spec/registry.md says', () =>
    checkPropertyRuns(
      fc.commands(registryCommands, { maxCommands: 60, size: 'max' }),
      async (commands) => {
        const { steps, expected } = record(commands);
        if (steps.length === 0) return;
        const results = await runSteps(host, steps as RegistryStep[]);
        compareAll(steps, results, expected);
      },
      SEQUENCES,
      // A counterexample in the contract's words: the ops of the case, not the model's commands.
      (commands) => ({ steps: record(commands).steps }),
    ),
  );
});

describe('registry: laws', () => {
  registryTest(host, ['REGISTRY-010', 'REGISTRY-007', 'REGISTRY-019'], 'distinct (ownerPath, name) pairs of valid segments never share a qualifiedName', () =>
    checkPropertyRuns(injectivityCaseArb, (c) => checkInjectivity(host, c), SEQUENCES),
  );
});
