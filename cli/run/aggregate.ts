// From executed tests to one verdict per requirement, and the run's summary.
import type { TestRecord, TestStatus } from './test-record.js';
import type { ExpectationEntry } from '../expectations/entry.js';
import { applyExpectations, type ExpectationContext } from '../expectations/apply.js';

/**
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
}

export interface RequirementResult extends RequirementInfo {
  status: RequirementStatus;
  /** Why it is not PASS, in one line (absent on PASS). */
  reason?: string;
  /** Every test that cites it or is charged to it; a failed one decides this status only if charged here. */
  tests: { name: string; file: string; status: TestStatus; message?: string; chargedTo?: string }[];
  /** The command that replays this requirement's tests (set on failures by `capkit run`). */
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
}

export interface AreaSummary {
  applicable: boolean;
  MUST: LevelCount;
  SHOULD: LevelCount;
  MAY: LevelCount;
}

export interface RunSummary {
  ok: boolean;
  requirements: number;
  byStatus: Record<RequirementStatus, number>;
  byArea: Record<string, AreaSummary>;
  mustFailures: string[];
  shouldWarnings: string[];
  /** Requirements whose expectation entry is stale (XPASS): each fails the run until the entry is deleted. */
  stale: string[];
  /** Expectation entries that matched nothing in this run. */
  expectationWarnings: string[];
  tests: { total: number; byStatus: Record<string, number> };
}

/** Severity order: a definitive wrong answer first, then host-level failures. */
const SEVERITY: TestStatus[] = ['FAIL', 'CRASH', 'TIMEOUT', 'ERROR'];

export interface AggregateInput {
  requirements: RequirementInfo[];
  records: TestRecord[];
  /** Areas whose suites ran. */
  applicableAreas: string[];
  /** Areas the run was asked for but the host does not declare. */
  notApplicableAreas: string[];
  /** A --grep filter was given: requirements without a selected test are NOT_RUN, not ERROR. */
  filtered: boolean;
  /** Why an unselected requirement is NOT_RUN (default: the --grep wording; a shard says so). */
  notRunReason?: string;
  requireAreas: boolean;
  /** A host's expectations file, applied after the verdicts (see cli/expectations/apply.ts). */
  expectations?: ExpectationContext;
}

export function aggregate(input: AggregateInput): { results: RequirementResult[]; summary: RunSummary } {
  const byId = new Map<string, TestRecord[]>();
  for (const record of input.records) {
    const ids = new Set(record.requirementIds);
    if (record.chargedTo !== undefined) ids.add(record.chargedTo);
    for (const id of ids) {
      const list = byId.get(id) ?? [];
      list.push(record);
      byId.set(id, list);
    }
  }
  const inScope = new Set([...input.applicableAreas, ...input.notApplicableAreas]);
  const observed = input.requirements
    .filter((r) => inScope.has(r.area))
    .map((r) => verdict(r, byId.get(r.id) ?? [], input));
  if (!input.expectations) return { results: observed, summary: summarise(observed, input, []) };
  const known = new Set(input.requirements.map((r) => r.id));
  const applied = applyExpectations(observed, input.expectations, known, input.records.map((t) => t.name));
  return { results: applied.results, summary: summarise(applied.results, input, applied.warnings) };
}

function verdict(req: RequirementInfo, tests: TestRecord[], input: AggregateInput): RequirementResult {
  const base = {
    ...req,
    tests: tests.map(({ name, file, status, message, chargedTo }) => ({ name, file, status, ...(message ? { message } : {}), ...(chargedTo ? { chargedTo } : {}) })),
  };
  if (input.notApplicableAreas.includes(req.area)) {
    const reason = `the host does not declare area "${req.area}" in hello`;
    return { ...base, status: 'NOT_APPLICABLE', reason };
  }
  const ran = tests.filter((t) => t.status !== 'SKIPPED');
  // A failed test counts only against the requirement it is charged to; for the others it cites it
  // ran but decided nothing (one bug, one red requirement).
  const decided = ran.filter((t) => t.status === 'PASS' || chargeOf(t) === req.id);
  if (ran.length > 0 && decided.length === 0) {
    const by = [...new Set(ran.map(chargeOf))].join(', ');
    return { ...base, status: 'NOT_RUN', reason: `every test of it stopped at a failure charged to ${by}` };
  }
  if (ran.length === 0) {
    return input.filtered
      ? { ...base, status: 'NOT_RUN', reason: input.notRunReason ?? 'no test selected by --grep' }
      : { ...base, status: 'ERROR', reason: 'no test of this requirement ran (see the suite errors below)' };
  }
  for (const s of SEVERITY) {
    const bad = decided.filter((t) => t.status === s);
    if (bad.length > 0) {
      const first = representative(bad);
      const head = (first.message ?? '').split('\n')[0] ?? '';
      return { ...base, status: s as RequirementStatus, reason: `${bad.length}/${decided.length} tests ${s}: ${shortName(first.name)}${head ? ` — ${head}` : ''}` };
    }
  }
  return { ...base, status: 'PASS' };
}

/** The requirement a failed test is charged to (records from before charging: the primary one). */
function chargeOf(t: TestRecord): string | undefined {
  return t.chargedTo ?? t.requirementIds[0];
}

/** The failing test a person reads first: a concrete fixture case over a property's shrunk counterexample. */
function representative(bad: TestRecord[]): TestRecord {
  return bad.find((t) => t.file.endsWith('fixtures.test.ts')) ?? bad[0]!;
}

/** A test name without its requirement-ID prefix (the requirement is already on the line). */
function shortName(fullName: string): string {
  return fullName.replace(/\[[A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*\] /, '');
}

const ALL_STATUSES: readonly RequirementStatus[] = [
  'PASS', 'FAIL', 'ERROR', 'TIMEOUT', 'CRASH', 'NOT_APPLICABLE', 'NOT_RUN', 'XFAIL', 'XPASS', 'FLAKY_PASS', 'FLAKY_FAIL',
];

function summarise(results: RequirementResult[], input: AggregateInput, expectationWarnings: string[]): RunSummary {
  const byStatus = Object.fromEntries(ALL_STATUSES.map((s) => [s, 0])) as Record<RequirementStatus, number>;
  const byArea: Record<string, AreaSummary> = {};
  const mustFailures: string[] = [];
  const shouldWarnings: string[] = [];
  const stale: string[] = [];
  for (const r of results) {
    byStatus[r.status] += 1;
    const area = (byArea[r.area] ??= {
      applicable: !input.notApplicableAreas.includes(r.area),
      MUST: { pass: 0, fail: 0, expected: 0 },
      SHOULD: { pass: 0, fail: 0, expected: 0 },
      MAY: { pass: 0, fail: 0, expected: 0 },
    });
    if (r.status === 'NOT_RUN') continue;
    if (r.status === 'NOT_APPLICABLE') {
      if (input.requireAreas && r.level === 'MUST') {
        area.MUST.fail += 1;
        mustFailures.push(r.id);
      }
      continue;
    }
    if (r.status === 'XFAIL' || r.status === 'FLAKY_FAIL') {
      area[r.level].expected += 1;
      continue;
    }
    if (r.status === 'XPASS') {
      area[r.level].fail += 1;
      stale.push(r.id);
      continue;
    }
    const passed = r.status === 'PASS' || r.status === 'FLAKY_PASS';
    area[r.level][passed ? 'pass' : 'fail'] += 1;
    if (!passed && r.level === 'MUST') mustFailures.push(r.id);
    if (!passed && r.level !== 'MUST') shouldWarnings.push(r.id);
  }
  const testsByStatus: Record<string, number> = {};
  for (const t of input.records) testsByStatus[t.status] = (testsByStatus[t.status] ?? 0) + 1;
  return {
    ok: mustFailures.length === 0 && stale.length === 0,
    requirements: results.length,
    byStatus,
    byArea,
    mustFailures,
    shouldWarnings,
    stale,
    expectationWarnings,
    tests: { total: input.records.length, byStatus: testsByStatus },
  };
}
