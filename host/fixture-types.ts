// The shapes of fixture files (spec/schemas/fixture-file.schema.json): cases with their expected results.
import type { Step, StepResult } from './protocol.js';

/**
 * A step as written in a fixture: the wire step plus the result the contract expects, and optionally the
 * requirement (one of the case's) whose rule decides this step's answer; a mismatch is charged to it.
 * Without it a mismatch is charged to the case's first requirement.
 */
export type FixtureStep = Step & { expect: StepResult; requirement?: string };

export interface FixtureCase {
  id: string;
  /** Requirement ids this case checks, e.g. `PERMIT-005`. */
  requirements: string[];
  description: string;
  setup: Record<string, unknown>;
  steps: FixtureStep[];
}

export interface FixtureFile {
  area: string;
  description?: string;
  cases: FixtureCase[];
}

/** One loaded fixture file: where it came from and its (validated) cases, each tagged with the file's area. */
export interface LoadedFixtureFile {
  file: string;
  area: string;
  cases: FixtureCase[];
}
