// The shapes of fixture files (spec/schemas/fixture-file.schema.json): cases with their expected results.
import type { Step, StepResult } from './protocol.js';

/** A step as written in a fixture: the wire step plus the result the contract expects. */
export type FixtureStep = Step & { expect: StepResult };

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
