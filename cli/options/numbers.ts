// Numeric options are checked for range before anything runs: a multiplier whose timeouts no timer can
// hold, a seed that is not an integer, a count that is not a positive integer are each one sentence.
import { maxTimeoutMultiplier } from '../../host/timeouts.js';
import { UsageError } from '../usage-error.js';

/** Seeds are 32-bit (fast-check keeps 32 bits; printed seeds are below 2^31). */
const SEED_MIN = -(2 ** 31);
const SEED_MAX = 2 ** 32 - 1;

const shown = (value: unknown): string => (typeof value === 'number' && Number.isNaN(value) ? 'a value that is not a number' : String(value));

export function checkTimeoutMultiplier(value: unknown, option = '--timeout-multiplier'): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new UsageError(`${option} must be a positive number (e.g. 4 on a loaded machine), got ${shown(value)}`);
  }
  const max = maxTimeoutMultiplier();
  if (value > max) {
    throw new UsageError(`${option} ${value} is too large: at most ${max}, since every timeout (5 s a case, 10 s for hello) is scaled by it and must fit a timer (about 24.8 days)`);
  }
}

export function checkSeed(value: unknown, option = '--seed'): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < SEED_MIN || value > SEED_MAX) {
    throw new UsageError(`${option} must be an integer from ${SEED_MIN} to ${SEED_MAX}, got ${shown(value)}`);
  }
}

export function checkPositiveInteger(value: unknown, option: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${option} must be a positive integer, got ${shown(value)}`);
  }
}

/** More runs than this a property never gets: at a few ms a case, past it one run of the suites takes days. */
export const MAX_PROPERTY_RUNS = 1_000_000;

export function checkPropertyRuns(value: unknown, option = '--property-runs'): void {
  checkPositiveInteger(value, option);
  if ((value as number) > MAX_PROPERTY_RUNS) {
    throw new UsageError(`${option} ${String(value)} is past the limit of ${MAX_PROPERTY_RUNS} runs of each property (a run of the suites would take days)`);
  }
}
