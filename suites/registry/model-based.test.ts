// Model-based conformance properties of the registry: random sequences of steps, each sequence sent
// as ONE case, every answer compared with the registry model (suites/registry/model.ts); and the
// injectivity of qualifiedNames observed through the host (REGISTRY-010).
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

/** Sequences per run by default; CAPKIT_PROPERTY_RUNS may lower it. */
const SEQUENCES = 200;

describe('registry: agreement with the model', () => {
  registryTest(
    host,
    ['REGISTRY-001', 'REGISTRY-002', 'REGISTRY-003', 'REGISTRY-006', 'REGISTRY-007', 'REGISTRY-008', 'REGISTRY-009', 'REGISTRY-011', 'REGISTRY-012', 'REGISTRY-013', 'REGISTRY-014', 'REGISTRY-015', 'REGISTRY-016', 'REGISTRY-017', 'REGISTRY-018', 'REGISTRY-019', 'REGISTRY-020', 'REGISTRY-021', 'REGISTRY-022', 'REGISTRY-023', 'REGISTRY-024', 'REGISTRY-025', 'REGISTRY-026'],
    'random step sequences answer as the model of spec/registry.md says',
    () =>
      checkPropertyRuns(
        fc.commands(registryCommands, { maxCommands: 60, size: 'max' }),
        async (commands) => {
          const { steps, expected } = record(commands);
          if (steps.length === 0) return;
          const results = await runSteps(host, steps as RegistryStep[]);
          compareAll(steps, results, expected);
        },
        SEQUENCES,
      ),
  );
});

describe('registry: laws', () => {
  registryTest(host, ['REGISTRY-010', 'REGISTRY-007'], 'distinct (ownerPath, name) pairs of valid segments never share a qualifiedName', () =>
    checkPropertyRuns(injectivityCaseArb, (c) => checkInjectivity(host, c), SEQUENCES),
  );
});
