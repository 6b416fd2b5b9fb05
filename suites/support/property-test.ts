// One conformance property = one vitest test: named by its requirement IDs, skipped when the host
// does not claim the area, and checked with the kit's fast-check settings (seed, runs, batching).
import { test } from 'vitest';
import type fc from 'fast-check';
import type { HostUnderTest } from './host-under-test.js';
import { checkProperty, type ShowValue } from './property.js';
import { req } from './title.js';

export interface PropertyOptions<T = unknown> {
  /** Upper bound on runs for expensive generators (the configured count still applies below it). */
  runs?: number;
  /** How a counterexample is shown: a model's value as the case's setup and ops (the contract's words). */
  show?: ShowValue<T>;
}

export function propertyTest<T>(
  host: HostUnderTest,
  area: string,
  ids: readonly string[],
  text: string,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  options: PropertyOptions<T> = {},
): void {
  test(req(ids, text), async (ctx) => {
    if (!host.claims(area)) ctx.skip(`host does not implement area ${area}`);
    await checkProperty(arb, predicate, options.runs, options.show);
  });
}
