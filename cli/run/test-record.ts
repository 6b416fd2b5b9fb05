// One executed conformance test, as the run collected it from vitest.
import { statusFromErrorMessage } from '../../host/outcome-error.js';

export type TestStatus = 'PASS' | 'FAIL' | 'ERROR' | 'TIMEOUT' | 'CRASH' | 'SKIPPED';

export interface TestRecord {
  /** Suite file relative to the kit root, e.g. suites/permits/fixtures.test.ts */
  file: string;
  /** Full test name (describe blocks joined with " › "). */
  name: string;
  requirementIds: string[];
  status: TestStatus;
  /** First line(s) of the failure: what was expected, what was observed. */
  message?: string;
  durationMs: number;
}

const REQUIREMENT_PREFIX = /^\[([A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*)\] /;

/** Requirement IDs a test names at the start of its own name (`[PERMIT-005,PERMIT-006] …`). */
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
