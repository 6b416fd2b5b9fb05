// The run's summary from its per-requirement verdicts: counts per area and level, what fails the run,
// and whether the run has a verdict at all.
import type { AggregateInput, AreaSummary, LevelCount, RequirementResult, RequirementStatus, RunSummary, SkippedTests } from './run-result.js';
import { PROTOCOL_AREA } from './verdict.js';
import { wasSelected, type TestRecord } from './test-record.js';

export const ALL_STATUSES: readonly RequirementStatus[] = [
  'PASS', 'FAIL', 'ERROR', 'TIMEOUT', 'CRASH', 'PARTIAL', 'NOT_APPLICABLE', 'NOT_RUN', 'XFAIL', 'XPASS', 'FLAKY_PASS', 'FLAKY_FAIL',
];

/** Statuses that say something about the host: a run where no requirement has one tested nothing. */
const JUDGED: ReadonlySet<RequirementStatus> = new Set(['PASS', 'FAIL', 'ERROR', 'TIMEOUT', 'CRASH', 'XFAIL', 'XPASS', 'FLAKY_PASS', 'FLAKY_FAIL']);

const count = (): LevelCount => ({ pass: 0, fail: 0, expected: 0 });

type FullAreaSummary = Required<AreaSummary>;

function emptyArea(area: string, applicable: boolean): FullAreaSummary {
  return {
    applicable,
    group: area === PROTOCOL_AREA ? 'protocol' : 'contract',
    MUST: count(),
    SHOULD: count(),
    MAY: count(),
    documentedMUST: count(),
    rulingMUST: count(),
  };
}

/** The counts one requirement adds to: its level, and for a MUST its provenance's split. */
function countsOf(area: FullAreaSummary, r: RequirementResult): LevelCount[] {
  const counts = [area[r.level]];
  if (r.level === 'MUST' && r.provenance === 'documented') counts.push(area.documentedMUST);
  if (r.level === 'MUST' && r.provenance === 'ruling') counts.push(area.rulingMUST);
  return counts;
}

export function summarise(
  results: readonly RequirementResult[],
  input: AggregateInput,
  expectationWarnings: string[],
  outOfReach: ReadonlySet<string>,
): RunSummary {
  const byStatus = Object.fromEntries(ALL_STATUSES.map((s) => [s, 0])) as Record<RequirementStatus, number>;
  const byArea: Record<string, FullAreaSummary> = {};
  const mustFailures: string[] = [];
  const shouldWarnings: string[] = [];
  const stale: string[] = [];
  const open: RequirementResult[] = [];
  const notExercised: string[] = [];
  for (const r of results) {
    byStatus[r.status] += 1;
    const area = (byArea[r.area] ??= emptyArea(r.area, r.area === PROTOCOL_AREA || !input.notApplicableAreas.includes(r.area)));
    const add = (key: keyof LevelCount): void => {
      for (const c of countsOf(area, r)) c[key] = (c[key] ?? 0) + 1;
    };
    if (r.status === 'NOT_RUN' || r.status === 'PARTIAL') {
      if (outOfReach.has(r.id)) {
        add('notExercised');
        notExercised.push(r.id);
        continue;
      }
      add('open');
      open.push(r);
      continue;
    }
    if (r.status === 'NOT_APPLICABLE') {
      // --require-areas asks for areas; an optional feature the host does not declare stays optional.
      if (input.requireAreas && r.level === 'MUST' && input.notApplicableAreas.includes(r.area)) {
        add('fail');
        mustFailures.push(r.id);
      }
      continue;
    }
    if (r.status === 'XFAIL' || r.status === 'FLAKY_FAIL') {
      add('expected');
      continue;
    }
    if (r.status === 'XPASS') {
      add('fail');
      stale.push(r.id);
      continue;
    }
    const passed = r.status === 'PASS' || r.status === 'FLAKY_PASS';
    add(passed ? 'pass' : 'fail');
    if (!passed && r.level === 'MUST') mustFailures.push(r.id);
    if (!passed && r.level !== 'MUST') shouldWarnings.push(r.id);
  }
  const noVerdict = noVerdictReason(results, open);
  const failed = mustFailures.length > 0 || stale.length > 0;
  return {
    ok: !failed && noVerdict === undefined,
    verdict: failed ? 'fail' : noVerdict === undefined ? 'pass' : 'none',
    ...(noVerdict !== undefined ? { noVerdict } : {}),
    requirements: results.length,
    byStatus,
    byArea,
    mustFailures,
    shouldWarnings,
    stale,
    expectationWarnings,
    ...(notExercised.length > 0 ? { notExercised } : {}),
    tests: testCounts(input.records),
  };
}

/** Why the run cannot pass although nothing failed: nothing was judged, or some requirement only in part. */
function noVerdictReason(results: readonly RequirementResult[], open: readonly RequirementResult[]): string | undefined {
  if (open.length === 0) return results.some((r) => JUDGED.has(r.status)) ? undefined : 'nothing was tested: no requirement has a verdict';
  const why = (r: RequirementResult): 'unselected' | 'skipped' | 'undecided' =>
    r.tests.some((t) => t.selected === false) ? 'unselected' : r.tests.some((t) => t.status === 'SKIPPED') ? 'skipped' : 'undecided';
  const count = (kind: ReturnType<typeof why>): number => open.filter((r) => why(r) === kind).length;
  const statuses = (): string => {
    const partial = open.filter((r) => r.status === 'PARTIAL').length;
    return [...(partial > 0 ? [`${partial} PARTIAL`] : []), ...(open.length > partial ? [`${open.length - partial} NOT_RUN`] : [])].join(', ');
  };
  if (count('unselected') > 0) return `subset: no verdict (${statuses()}: not every test of ${open.length === 1 ? 'that requirement' : 'those requirements'} was selected)`;
  if (count('skipped') > 0) return `${plural(open.length, 'requirement')} not fully tested (${statuses()}): tests skipped themselves (see above)`;
  return `${plural(open.length, 'requirement')} not decided (${statuses()}): a test of each stopped at a failure charged to another requirement`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function testCounts(records: readonly TestRecord[]): RunSummary['tests'] {
  const selected = records.filter(wasSelected);
  // Statuses may come from shard files (report merge): no name may reach Object.prototype.
  const byStatus = Object.create(null) as Record<string, number>;
  for (const t of selected) byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
  const skipped = new Map<string, SkippedTests>();
  for (const t of selected) {
    if (t.status !== 'SKIPPED') continue;
    const reason = t.skipNote ?? 'skipped';
    const entry = skipped.get(reason) ?? { reason, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 3) entry.examples.push(t.name);
    skipped.set(reason, entry);
  }
  const notSelected = records.length - selected.length;
  return {
    total: selected.length,
    byStatus,
    ...(notSelected > 0 ? { notSelected } : {}),
    ...(skipped.size > 0 ? { skipped: [...skipped.values()] } : {}),
  };
}
