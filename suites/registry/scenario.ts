// Hand-written registry scenarios: steps paired with what spec/registry.md says each answers, all sent as
// ONE case (a case is one round trip and starts from an empty registry).
import { test } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import { check } from './compare.js';
import type { Want } from './compare.js';
import type { RegistryStep } from './model.js';

/** Sends the steps as one registry case and returns the raw results. */
export async function runSteps(host: HostUnderTest, steps: readonly RegistryStep[]): Promise<StepResult[]> {
  return host.results(host.checks('registry', {}, steps as unknown as Step[]));
}

/** Runs the scenario and checks every step. */
export async function runScenario(host: HostUnderTest, pairs: readonly (readonly [RegistryStep, Want])[]): Promise<StepResult[]> {
  const results = await runSteps(host, pairs.map(([step]) => step));
  pairs.forEach(([step, want], i) => check(i, step, results[i], want));
  return results;
}

/** One registry conformance test, skipped when the host does not claim the area. */
export function registryTest(host: HostUnderTest, ids: readonly string[], text: string, body: () => Promise<unknown>): void {
  test(req(ids, text), async (ctx) => {
    if (!host.claims('registry')) ctx.skip('host does not implement area registry');
    await body();
  });
}
