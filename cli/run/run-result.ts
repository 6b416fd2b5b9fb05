// The shapes of a run's result: one verdict per requirement and the run's summary. Kept apart from the
// aggregation so that the expectations (cli/expectations/apply.ts) read them without importing it.
import type { TestRecord, TestStatus } from './test-record.js';
import type { ExpectationContext, ExpectationEntry } from '../expectations/entry.js';

/**
 * PARTIAL: some of its tests ran and passed, others did not run (not selected by --grep / --shard, or
 *   skipped): no verdict either way.
 * NOT_RUN: none of its tests ran, or a test of it stopped at a failure charged to another requirement
 *   (the reason says which): it is open, and a run with it open but nothing failed has no verdict (exit 5).
 * NOT_APPLICABLE: its area is not in the host's hello, or it applies only to an optional feature (hello
 *   `features`) the host does not declare.
 * XFAIL: listed as a known failure and still failing (not a pass, does not fail the run).
 * XPASS: listed as a known failure but passing: a stale entry, which fails the run.
 * FLAKY_PASS / FLAKY_FAIL: listed as flaky; either outcome is accepted.
 */
export type RequirementStatus =
  | 'PASS'
  | 'FAIL'
  | 'ERROR'
  | 'TIMEOUT'
  | 'CRASH'
  | 'PARTIAL'
  | 'NOT_APPLICABLE'
  | 'NOT_RUN'
  | 'XFAIL'
  | 'XPASS'
  | 'FLAKY_PASS'
  | 'FLAKY_FAIL';

export interface RequirementInfo {
  id: string;
  level: 'MUST' | 'SHOULD' | 'MAY';
  area: string;
  title: string;
  /** Whether the zhin.js pages state the rule (`documented`) or capkit rules where they are silent. */
  provenance?: 'documented' | 'ruling';
}

/** One test as a requirement's report lists it. */
export interface TestRef {
  name: string;
  file: string;
  status: TestStatus;
  message?: string;
  /** A failed test: the requirement it is charged to (the only one it turns red). */
  chargedTo?: string;
  /**
   * A failed test: the other requirements it cites whose status this failure left unchanged (another test
   * decided them). Reports of kits before complete-evidence verdicts listed every other cited one here.
   */
  alsoExercised?: string[];
  /**
   * A failed test: the other requirements it cites that it stopped before deciding; each is NOT_RUN (or
   * PARTIAL) because of this failure, never PASS (no PASS on evidence that did not run to its end).
   */
  leftOpen?: string[];
  /** `false`: not selected by this run (`--grep`, another shard). */
  selected?: false;
  /** Why a selected test skipped itself. */
  skipNote?: string;
}

export interface RequirementResult extends RequirementInfo {
  status: RequirementStatus;
  /** Why it is not PASS, in one line (absent on PASS). */
  reason?: string;
  /**
   * The tests that decide its status: those citing it that passed, those charged to it that failed, and
   * those citing it that did not run (which keep it from PASS).
   */
  tests: TestRef[];
  /**
   * Tests citing it that failed on another requirement's rule: they stopped before deciding it, so it is
   * NOT_RUN unless one of `tests` failed it (the reason names the failure that stopped them).
   */
  alsoExercisedBy?: TestRef[];
  /** The command that replays this requirement's first failing test (set on failures by `capkit run`). */
  replay?: string;
  /** Against a `--compare` report: did this requirement start or stop failing? */
  change?: RequirementChange;
  /** With an expectations file: the status the tests gave, before the listed entries were applied. */
  observed?: RequirementStatus;
  /** The expectation entries that decided this requirement's status. */
  expectations?: ExpectationEntry[];
}

export type RequirementChange = 'NEW_FAILURE' | 'FIXED' | 'UNCHANGED';

/** pass: PASS or FLAKY_PASS; fail: not met (XPASS included: it fails the run); expected: XFAIL or FLAKY_FAIL. */
export interface LevelCount {
  pass: number;
  fail: number;
  expected: number;
  /** Requirements of this level with no verdict in this run (PARTIAL, or NOT_RUN in reach of the run). */
  open?: number;
  /** Protocol requirements no test of the run's areas exercises (NOT_RUN, and no reason to withhold the verdict). */
  notExercised?: number;
}

/** The three fields after the levels are always written by this kit; reports of older kits lack them. */
export interface AreaSummary {
  applicable: boolean;
  MUST: LevelCount;
  SHOULD: LevelCount;
  MAY: LevelCount;
  /** `protocol`: what every host does with the protocol itself; `contract`: an area of the contract. */
  group?: 'contract' | 'protocol';
  /** The MUSTs the zhin.js pages state (documented contract) … */
  documentedMUST?: LevelCount;
  /** … and the MUSTs where capkit rules on what they leave open. */
  rulingMUST?: LevelCount;
}

export interface SkippedTests {
  /** Why they skipped themselves (the suite's note). */
  reason: string;
  count: number;
  /** Their names (the first few). */
  examples: string[];
}

export interface RunSummary {
  /** The run passes: every applicable MUST passed, nothing stale, and every requirement in reach was judged. */
  ok: boolean;
  /** pass (exit 0), fail (a requirement is not met; exit 1), none (no verdict: a subset or nothing tested; exit 5). */
  verdict: 'pass' | 'fail' | 'none';
  /** Why there is no verdict, in one sentence (verdict `none`). */
  noVerdict?: string;
  requirements: number;
  byStatus: Record<RequirementStatus, number>;
  byArea: Record<string, AreaSummary>;
  mustFailures: string[];
  shouldWarnings: string[];
  /** Requirements whose expectation entry is stale (XPASS): each fails the run until the entry is deleted. */
  stale: string[];
  /** Expectation entries that matched nothing in this run. */
  expectationWarnings: string[];
  /** Protocol requirements no test of the run's areas exercises: NOT_RUN, not judged, said so. */
  notExercised?: string[];
  /**
   * total: the tests the run selected (ran or skipped themselves); notSelected: left out by --grep/--shard;
   * skipped: the selected tests that skipped themselves, by reason.
   */
  tests: { total: number; byStatus: Record<string, number>; notSelected?: number; skipped?: SkippedTests[] };
}

export interface AggregateInput {
  requirements: RequirementInfo[];
  records: TestRecord[];
  /** Areas whose suites ran (area `protocol` is in scope whenever one did). */
  applicableAreas: string[];
  /** Areas the run was asked for but the host does not declare. */
  notApplicableAreas: string[];
  /** A --grep / --shard filter was given: requirements without a selected test are NOT_RUN, not ERROR. */
  filtered: boolean;
  /** Why an unselected requirement is NOT_RUN (default: the --grep wording; a shard says so). */
  notRunReason?: string;
  requireAreas: boolean;
  /** A host's expectations file, applied after the verdicts (see cli/expectations/apply.ts). */
  expectations?: ExpectationContext;
}
