// One executed conformance test, as the run collected it from vitest.
import { statusFromErrorMessage } from '../../host/outcome-error.js';
import { decidingRequirementOf } from '../../suites/support/decided-by.js';

export type TestStatus = 'PASS' | 'FAIL' | 'ERROR' | 'TIMEOUT' | 'CRASH' | 'SKIPPED';

export interface TestRecord {
  /** Suite file relative to the kit root, e.g. suites/permits/fixtures.test.ts */
  file: string;
  /** Full test name (describe blocks joined with " > "). */
  name: string;
  /** The IDs the test's name cites: the first is its primary requirement, the others are also exercised. */
  requirementIds: string[];
  status: TestStatus;
  /**
   * A failed test's charge: the requirement whose rule decided the failing check (named by the check
   * itself, `decided by X: …`), else the test's primary requirement. Only this requirement fails by it.
   */
  chargedTo?: string;
  /** The whole failure text: what was expected, what was observed (views may abbreviate it, reports keep it). */
  message?: string;
  /**
   * `false`: the run did not select this test (`--grep`, or another shard's test); it is SKIPPED, and
   * the requirements it cites were not fully tested by this run.
   */
  selected?: false;
  /** A selected test that skipped itself while running: why (e.g. "host does not implement area turns"). */
  skipNote?: string;
  durationMs: number;
}

// At the start of a test's own name, or after the last " > " of a full name (describe blocks first).
const REQUIREMENT_PREFIX = /(?:^| > )\[([A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*)\] (?:(?! > \[[A-Z]+-\d{3}).)*$/s;

/** Requirement IDs a test names at the start of its own name (`[PERMIT-005,PERMIT-006] …`), primary first. */
export function requirementIdsOf(testName: string): string[] {
  const m = REQUIREMENT_PREFIX.exec(testName);
  return m?.[1] ? m[1].split(',') : [];
}

/** A failed test's status: host-level failures carry their status as a message prefix; anything else is FAIL. */
export function statusOfFailure(messages: readonly string[]): TestStatus {
  for (const message of messages) {
    const s = statusFromErrorMessage(message);
    if (s === 'SKIPPED') return 'ERROR';
    if (s) return s;
  }
  return 'FAIL';
}

/** The requirement a failed test is charged to: the one its failure names, else its primary one. */
export function chargedRequirement(requirementIds: readonly string[], message: string | undefined): string | undefined {
  return (message === undefined ? undefined : decidingRequirementOf(message)) ?? requirementIds[0];
}

/** The requirement a failed record counts against (records written before charging: the primary one). */
export function chargeOf(record: Pick<TestRecord, 'chargedTo' | 'requirementIds'>): string | undefined {
  return record.chargedTo ?? record.requirementIds[0];
}

/** Ran, or skipped itself while running; false only for a test the run did not select. */
export function wasSelected(record: Pick<TestRecord, 'selected'>): boolean {
  return record.selected !== false;
}
