// The failure view of a run, grouped for triage: one group per set of requirements that the same
// failures turn red, each listing its causes (a failed test, or tests that failed the same host-level
// way). One property failure that several requirements share is one group, not a row per requirement;
// a requirement red by three tests is one group with three causes.
import type { RunReport } from '../run/report.js';
import { requirementIdsOf } from '../run/test-record.js';
import { causeKey, readFailure, type FailureParts } from './failure-text.js';
import { requirementsOf, type RequirementView, type TestView } from './report-fields.js';
import { needsAttention } from './status.js';

export interface FailureCause {
  status: string;
  /** The failed tests of this cause, each with its whole text. */
  tests: TestView[];
  /** The labelled parts of the first test's text (the others differ only in their case). */
  parts: FailureParts;
  /** Requirements these tests cite that they do not turn red and that other tests decided ("also exercised": status unchanged). */
  alsoExercised: string[];
  /** Requirements these tests cite that they stopped before deciding: NOT_RUN because of this failure. */
  leftOpen: string[];
  /** Set when a requirement is red without a failed test of its own (no test ran, a stale entry…). */
  reason?: string;
}

export interface FailureGroup {
  /** The requirements this group's causes turn red, in report order. */
  requirements: RequirementView[];
  causes: FailureCause[];
  /** The distinct replay commands of those requirements. */
  replays: string[];
}

const failed = (t: TestView): boolean => t.status !== 'PASS' && t.status !== 'SKIPPED';

/** A failed test decides a requirement when charged to it; a report from before charging has no charge. */
function decides(t: TestView, r: RequirementView): boolean {
  return failed(t) && (t.chargedTo === undefined || t.chargedTo === r.id);
}

const testId = (t: TestView): string => `${t.file}\u0000${t.name}`;

/** A concrete fixture case reads faster than a shrunk property, so it comes first in its group. */
function fixtureFirst(a: FailureCause, b: FailureCause): number {
  const isFixture = (c: FailureCause): number => (c.tests.some((t) => t.file.endsWith('fixtures.test.ts')) ? 0 : 1);
  return isFixture(a) - isFixture(b);
}

const LEVEL_RANK: Record<string, number> = { MUST: 0, SHOULD: 1, MAY: 2 };
const EXPECTED = new Set(['XFAIL', 'FLAKY_FAIL']);

/** MUST failures before SHOULD and MAY, known (expected) failures last, then report order. */
function rank(r: RequirementView, index: number): number {
  return (EXPECTED.has(r.status) ? 3 : 0) * 1e6 + (LEVEL_RANK[r.level] ?? 3) * 1e5 + index;
}

interface CauseDraft {
  tests: Map<string, TestView>;
  red: Set<string>;
  reason?: string;
}

function draftCauses(red: RequirementView[]): CauseDraft[] {
  const drafts = new Map<string, CauseDraft>();
  for (const r of red) {
    const own = r.tests.filter((t) => decides(t, r));
    if (own.length === 0) {
      drafts.set(`reason\u0000${r.id}`, { tests: new Map(), red: new Set([r.id]), reason: r.reason ?? `${r.status} without a failed test` });
      continue;
    }
    for (const t of own) {
      const key = causeKey(t);
      const draft = drafts.get(key) ?? { tests: new Map(), red: new Set() };
      draft.tests.set(testId(t), t);
      draft.red.add(r.id);
      drafts.set(key, draft);
    }
  }
  return [...drafts.values()];
}

function toCause(draft: CauseDraft): FailureCause {
  const tests = [...draft.tests.values()];
  const cited = new Set(tests.flatMap((t) => requirementIdsOf(t.name)));
  const open = new Set(tests.flatMap((t) => t.leftOpen ?? []));
  const cause: FailureCause = {
    status: tests[0]?.status ?? 'ERROR',
    tests,
    parts: readFailure(tests[0]?.message),
    alsoExercised: [...cited].filter((id) => !draft.red.has(id) && !open.has(id)).sort(),
    leftOpen: [...open].filter((id) => !draft.red.has(id)).sort(),
  };
  if (draft.reason !== undefined) cause.reason = draft.reason;
  return cause;
}

export function failureGroups(report: RunReport): FailureGroup[] {
  const all = requirementsOf(report);
  const order = new Map(all.map((r, i) => [r.id, rank(r, i)]));
  const red = all.filter((r) => needsAttention(r.status));
  const byId = new Map(red.map((r) => [r.id, r]));
  const groups = new Map<string, { red: string[]; drafts: CauseDraft[] }>();
  for (const draft of draftCauses(red)) {
    const ids = [...draft.red].sort((a, b) => order.get(a)! - order.get(b)!);
    const key = ids.join(',');
    const group = groups.get(key) ?? { red: ids, drafts: [] };
    group.drafts.push(draft);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => order.get(a.red[0]!)! - order.get(b.red[0]!)!)
    .map(({ red: ids, drafts }) => {
      const requirements = ids.map((id) => byId.get(id)!);
      return {
        requirements,
        causes: drafts.map(toCause).sort(fixtureFirst),
        replays: [...new Set(requirements.flatMap((r) => (r.replay ? [r.replay] : [])))],
      };
    });
}

/** A test name without its requirement-ID prefix (the group already names the requirements). */
export function shortTestName(name: string): string {
  return name.replace(/\[[A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*\] /, '');
}
