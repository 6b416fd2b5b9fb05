// How report views group requirement statuses: what counts as failing, passing, or not judged.
import type { RequirementStatus } from '../run/aggregate.js';

/** Not met by the host, whether or not an expectations entry already lists it. */
const FAILING: ReadonlySet<RequirementStatus> = new Set(['FAIL', 'ERROR', 'TIMEOUT', 'CRASH', 'XFAIL', 'FLAKY_FAIL']);
/** The tests passed (XPASS: they pass although listed as failing — a stale entry). */
const PASSING: ReadonlySet<RequirementStatus> = new Set(['PASS', 'FLAKY_PASS', 'XPASS']);

export function isFailing(status: RequirementStatus): boolean {
  return FAILING.has(status);
}

export function isPassing(status: RequirementStatus): boolean {
  return PASSING.has(status);
}

/** No verdict either way: some or all of its tests did not run (a --grep or --shard subset, or skipped). */
export function isOpen(status: RequirementStatus): boolean {
  return status === 'PARTIAL' || status === 'NOT_RUN';
}

/** Statuses a person must look at (each gets its reason and replay command in the human reports). */
export function needsAttention(status: RequirementStatus): boolean {
  return isFailing(status) || status === 'XPASS';
}

/** Display order of statuses in tables and filters. */
export const STATUS_ORDER: readonly RequirementStatus[] = [
  'FAIL', 'CRASH', 'TIMEOUT', 'ERROR', 'XPASS', 'XFAIL', 'FLAKY_FAIL', 'FLAKY_PASS', 'PASS', 'PARTIAL', 'NOT_RUN', 'NOT_APPLICABLE',
];
