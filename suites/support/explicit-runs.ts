// Properties whose run count is set by the suite, not capped by the kit default: checkProperty()
// never runs more than the configured default (100), but a model-based suite may need more
// sequences. CAPKIT_PROPERTY_RUNS, when set, replaces the count (`--property-runs` does what it says).
import fc from 'fast-check';
import { describeFailure, propertySettingsFromEnv, type ShowValue } from './property.js';

/** `wanted`, or CAPKIT_PROPERTY_RUNS when that is set. */
export function explicitRuns(wanted: number, env: NodeJS.ProcessEnv = process.env): number {
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw new Error(`explicitRuns: wanted must be an integer >= 1, got ${wanted}`);
  const raw = env.CAPKIT_PROPERTY_RUNS;
  if (raw === undefined || raw.trim() === '') return wanted;
  return propertySettingsFromEnv(env).numRuns;
}

/** checkProperty with exactly `explicitRuns(wanted)` runs and the kit's seed. */
export async function checkPropertyRuns<T>(arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, wanted: number, show?: ShowValue<T>): Promise<void> {
  const { seed } = propertySettingsFromEnv();
  const details = await fc.check(fc.asyncProperty(arb, predicate), { seed, numRuns: explicitRuns(wanted), verbose: 1 });
  if (details.failed) throw new Error(describeFailure(details as fc.RunDetails<[T]>, show));
  if (details.interrupted) throw new Error(`Property interrupted after ${details.numRuns} run(s) (seed ${details.seed})`);
}
