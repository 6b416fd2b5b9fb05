// From executed tests to one verdict per requirement, and the run's summary.
import type { TestRecord, TestStatus } from './test-record.js';

export type RequirementStatus = 'PASS' | 'FAIL' | 'ERROR' | 'TIMEOUT' | 'CRASH' | 'NOT_APPLICABLE' | 'NOT_RUN';

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
  tests: { name: string; file: string; status: TestStatus; message?: string }[];
}

export interface AreaSummary {
  applicable: boolean;
  MUST: { pass: number; fail: number };
  SHOULD: { pass: number; fail: number };
  MAY: { pass: number; fail: number };
}

export interface RunSummary {
  ok: boolean;
  requirements: number;
  byStatus: Record<RequirementStatus, number>;
  byArea: Record<string, AreaSummary>;
  mustFailures: string[];
  shouldWarnings: string[];
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
  requireAreas: boolean;
}

export function aggregate(input: AggregateInput): { results: RequirementResult[]; summary: RunSummary } {
  const byId = new Map<string, TestRecord[]>();
  for (const record of input.records) {
    for (const id of record.requirementIds) {
      const list = byId.get(id) ?? [];
      list.push(record);
      byId.set(id, list);
    }
  }
  const inScope = new Set([...input.applicableAreas, ...input.notApplicableAreas]);
  const results = input.requirements
    .filter((r) => inScope.has(r.area))
    .map((r) => verdict(r, byId.get(r.id) ?? [], input));
  return { results, summary: summarise(results, input) };
}

function verdict(req: RequirementInfo, tests: TestRecord[], input: AggregateInput): RequirementResult {
  const base = { ...req, tests: tests.map(({ name, file, status, message }) => ({ name, file, status, ...(message ? { message } : {}) })) };
  if (input.notApplicableAreas.includes(req.area)) {
    const reason = `the host does not declare area "${req.area}" in hello`;
    return { ...base, status: 'NOT_APPLICABLE', reason };
  }
  const ran = tests.filter((t) => t.status !== 'SKIPPED');
  if (ran.length === 0) {
    return input.filtered
      ? { ...base, status: 'NOT_RUN', reason: 'no test selected by --grep' }
      : { ...base, status: 'ERROR', reason: 'no test of this requirement ran (see the suite errors below)' };
  }
  for (const s of SEVERITY) {
    const bad = ran.filter((t) => t.status === s);
    if (bad.length > 0) {
      const first = bad[0]!;
      const head = (first.message ?? '').split('\n')[0] ?? '';
      return { ...base, status: s as RequirementStatus, reason: `${bad.length}/${ran.length} tests ${s}: ${first.name}${head ? ` — ${head}` : ''}` };
    }
  }
  return { ...base, status: 'PASS' };
}

function summarise(results: RequirementResult[], input: AggregateInput): RunSummary {
  const byStatus = { PASS: 0, FAIL: 0, ERROR: 0, TIMEOUT: 0, CRASH: 0, NOT_APPLICABLE: 0, NOT_RUN: 0 } as Record<RequirementStatus, number>;
  const byArea: Record<string, AreaSummary> = {};
  const mustFailures: string[] = [];
  const shouldWarnings: string[] = [];
  for (const r of results) {
    byStatus[r.status] += 1;
    const area = (byArea[r.area] ??= {
      applicable: !input.notApplicableAreas.includes(r.area),
      MUST: { pass: 0, fail: 0 },
      SHOULD: { pass: 0, fail: 0 },
      MAY: { pass: 0, fail: 0 },
    });
    if (r.status === 'NOT_RUN') continue;
    if (r.status === 'NOT_APPLICABLE') {
      if (input.requireAreas && r.level === 'MUST') {
        area.MUST.fail += 1;
        mustFailures.push(r.id);
      }
      continue;
    }
    const passed = r.status === 'PASS';
    area[r.level][passed ? 'pass' : 'fail'] += 1;
    if (!passed && r.level === 'MUST') mustFailures.push(r.id);
    if (!passed && r.level !== 'MUST') shouldWarnings.push(r.id);
  }
  const testsByStatus: Record<string, number> = {};
  for (const t of input.records) testsByStatus[t.status] = (testsByStatus[t.status] ?? 0) + 1;
  return {
    ok: mustFailures.length === 0,
    requirements: results.length,
    byStatus,
    byArea,
    mustFailures,
    shouldWarnings,
    tests: { total: input.records.length, byStatus: testsByStatus },
  };
}
