// fast-check settings for the conformance properties, from the environment so a failing run can be
// replayed exactly: CAPKIT_SEED (default fixed, for reproducible runs) and CAPKIT_PROPERTY_RUNS.
import fc from 'fast-check';
import { failurePrefixes, withFailurePrefixes } from './decided-by.js';

export const DEFAULT_SEED = 20240611;
export const DEFAULT_RUNS = 100;
/** Checks per generated case: many checks ride on one round trip to the host. */
export const BATCH = { minLength: 1, maxLength: 40 } as const;

export interface PropertySettings {
  seed: number;
  numRuns: number;
}

function integerFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

export function propertySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PropertySettings {
  return {
    seed: integerFromEnv(env, 'CAPKIT_SEED', DEFAULT_SEED, -(2 ** 31)) | 0,
    numRuns: integerFromEnv(env, 'CAPKIT_PROPERTY_RUNS', DEFAULT_RUNS, 1),
  };
}

/** Whether the run named a property count (CAPKIT_PROPERTY_RUNS, set by `capkit run --property-runs`). */
export function runCountNamed(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.CAPKIT_PROPERTY_RUNS;
  return raw !== undefined && raw.trim() !== '';
}

/**
 * Generated batches of 1–40 values, each batch sent to the host as one case. `size: 'max'` spreads
 * lengths over the whole range (fast-check's default bias keeps arrays near 5), shrinking still reaches 1.
 */
export function batchOf<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T[]> {
  return fc.array(arb, { ...BATCH, size: 'max' });
}

const MAX_EXAMPLE_CHARS = 20_000;

function json(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v === undefined ? '<undefined>' : v));
  return text.length > MAX_EXAMPLE_CHARS ? `${text.slice(0, MAX_EXAMPLE_CHARS)}… (${text.length} chars)` : text;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a counterexample is shown as: a model-based property's value is the model's own (a story, a list
 * of commands); `show` turns it into the contract's words (the case's setup and its ops), as a host
 * author reads it. A `show` that fails leaves the value as it is.
 */
export type ShowValue<T> = (value: T) => unknown;

function shown<T>(value: T, show: ShowValue<T> | undefined): unknown {
  if (show === undefined) return value;
  try {
    return show(value);
  } catch {
    return value;
  }
}

/** Text of a failed run: seed, path and minimal counterexample as JSON, then the cause. */
export function describeFailure<T>(details: fc.RunDetails<[T]>, show?: ShowValue<T>): string {
  const cause = messageOf(details.errorInstance);
  const replay = `seed ${details.seed} (replay: capkit run --seed ${details.seed}, or CAPKIT_SEED=${details.seed} under vitest), path ${JSON.stringify(details.counterexamplePath)}`;
  const head = `Property failed after ${details.numRuns} run(s) and ${details.numShrinks} shrink(s); ${replay}`;
  const example = details.counterexample ? json(shown(details.counterexample[0], show)) : '(none)';
  // The cause's host-level status (TIMEOUT, CRASH, ERROR…) and deciding requirement go to the very start,
  // in that order: the reporter classifies and charges the failure from there.
  const { text, ...prefixes } = failurePrefixes(cause);
  // After a crash or a hang every later case fails too, so shrinking ends on any case (a lone step that
  // never fails): the case that crashed is the first failure, recorded when the run is verbose.
  const first = details.failures?.[0];
  const crashed = (prefixes.status === 'CRASH' || prefixes.status === 'TIMEOUT') && first !== undefined ? `\nFirst failing case (JSON): ${json(shown(first[0], show))}` : '';
  return withFailurePrefixes({ ...prefixes, text: `${head}\nCounterexample (JSON): ${example}${crashed}\nCause: ${text}` });
}

/**
 * Checks an async property with the kit's settings; throws one readable error on failure.
 * `runs` caps the default number of runs (for expensive generators); a count the run names is used as is.
 */
export async function checkProperty<T>(
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  runs?: number,
  show?: ShowValue<T>,
): Promise<void> {
  const settings = propertySettingsFromEnv();
  // A count the run names (--property-runs) applies to every property as given; a suite's own cap only
  // lowers the default, so `--property-runs 1000` never silently stays at a property's 40.
  const numRuns = runs === undefined || runCountNamed() ? settings.numRuns : Math.min(runs, settings.numRuns);
  // verbose 1 keeps the failures met on the way (the first is the case that crashed, after a crash).
  const details = await fc.check(fc.asyncProperty(arb, predicate), { seed: settings.seed, numRuns, verbose: 1 });
  if (details.failed) throw new Error(describeFailure(details as fc.RunDetails<[T]>, show));
  if (details.interrupted) throw new Error(`Property interrupted after ${details.numRuns} run(s) (seed ${details.seed})`);
}
