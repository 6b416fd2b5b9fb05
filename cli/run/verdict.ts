// One requirement's verdict from the tests that cite it or are charged to it.
//
// One bug, one red requirement: a failed test counts only against the requirement it is charged to.
// Never a false green: PASS needs every test of the requirement to have run to its end and passed. A test
// stopped by a failure charged to another requirement never reached the rest of what it checks, so the
// requirements it also cites stay open (NOT_RUN, saying which failure stopped them), except those its
// failure text says it decided completely (every step of them ran and agreed); when some tests did
// not run (not selected by --grep / --shard, or skipped) the requirement is PARTIAL, with none NOT_RUN.
// A test of an optional feature the host does not declare does not apply (NOT_APPLICABLE when all do).
import { completedRequirementsOf, failurePrefixes } from '../../suites/support/decided-by.js';
import { undeclaredFeatureOf } from '../../suites/support/undeclared-feature.js';
import type { AggregateInput, RequirementInfo, RequirementResult, RequirementStatus, TestRef } from './run-result.js';
import { chargeOf, wasSelected, type TestRecord, type TestStatus } from './test-record.js';

/** What every host does with the protocol itself: in scope whenever an area runs, never NOT_APPLICABLE. */
export const PROTOCOL_AREA = 'protocol';

/** Severity order: a definitive wrong answer first, then host-level failures. */
const SEVERITY: TestStatus[] = ['FAIL', 'CRASH', 'TIMEOUT', 'ERROR'];

export interface Verdict {
  result: RequirementResult;
  /**
   * A protocol requirement that no test of the run's areas exercises (each area's suites carry their own
   * protocol tests): NOT_RUN, but the run could not have tested it, so it does not withhold the verdict.
   */
  outOfReach: boolean;
}

export function requirementVerdict(req: RequirementInfo, records0: readonly TestRecord[], input: AggregateInput): Verdict {
  // In a fixed order (file, then name), not the order tests happened to finish in: the same run gives the
  // same cards, the same representative failure and the same lists every time.
  const allRecords = [...records0].sort(byFileAndName);
  // A test of a feature the host does not declare: no evidence either way, and nothing withheld.
  const inapplicable = allRecords.filter((t) => t.status === 'SKIPPED' && wasSelected(t) && undeclaredFeatureOf(t.skipNote) !== undefined);
  // A failed test whose steps deciding this requirement all ran and agreed (another step of it failed, on
  // another rule) is a passed test of this one: its evidence here is complete.
  const records = allRecords.filter((t) => !inapplicable.includes(t)).map((t) => (completedHere(t, req.id) ? passedHere(t) : t));
  const decides = (t: TestRecord): boolean => t.status === 'PASS' || t.status === 'SKIPPED' || chargeOf(t) === req.id;
  const own = records.filter(decides);
  const also = records.filter((t) => !decides(t));
  const base = {
    ...req,
    tests: own.map((t) => testRef(t, req.id)),
    ...(also.length > 0 ? { alsoExercisedBy: also.map((t) => testRef(t, req.id)) } : {}),
  };
  const judged = (status: RequirementStatus, reason?: string, outOfReach = false): Verdict => ({
    result: { ...base, status, ...(reason !== undefined ? { reason } : {}) },
    outOfReach,
  });
  if (req.area !== PROTOCOL_AREA && input.notApplicableAreas.includes(req.area)) {
    return judged('NOT_APPLICABLE', `the host does not declare area "${req.area}" in hello`);
  }
  if (records.length === 0 && inapplicable.length > 0) {
    const features = [...new Set(inapplicable.map((t) => undeclaredFeatureOf(t.skipNote)))].join(', ');
    return {
      result: { ...req, status: 'NOT_APPLICABLE', reason: `applies only to the optional feature ${features}, which the host does not declare in hello`, tests: inapplicable.map((t) => testRef(t, req.id)) },
      outOfReach: false,
    };
  }
  const ran = own.filter((t) => t.status !== 'SKIPPED');
  for (const s of SEVERITY) {
    const bad = ran.filter((t) => t.status === s);
    if (bad.length > 0) {
      const first = representative(bad);
      const head = failurePrefixes(first.message ?? '').text.split('\n')[0] ?? '';
      return judged(s as RequirementStatus, `${bad.length}/${ran.length} tests ${s}: ${shortName(first.name)}${head ? ` — ${head}` : ''}`);
    }
  }
  if (also.length > 0) {
    // Its own tests passed, but a test citing it stopped at another rule's failure before reaching the end.
    const charges = [...new Set(also.map(chargeOf))].join(', ');
    const first = representative(also);
    return judged('NOT_RUN', `not decided: ${also.length} of its ${own.length + also.length} tests stopped at a failure charged to ${charges} (${shortName(first.name)})`);
  }
  const unselected = own.filter((t) => t.status === 'SKIPPED' && !wasSelected(t));
  const skipped = own.filter((t) => t.status === 'SKIPPED' && wasSelected(t));
  // Without a filter every test is selected: one that never ran was stopped by its suite (a failed
  // beforeAll, a file that did not load) or is marked skip in the kit.
  const notSelectedWhy = input.filtered ? (input.notRunReason ?? 'not selected by --grep') : 'did not run (see the suite errors below)';
  if (ran.length === 0) {
    if (skipped.length > 0) return judged('NOT_RUN', `its ${plural(skipped.length, 'test')} skipped: ${skipNotes(skipped)}`);
    if (unselected.length > 0 && !input.filtered) return judged('ERROR', `none of its ${plural(unselected.length, 'test')} ran (see the suite errors below)`);
    if (unselected.length > 0) return judged('NOT_RUN', `none of its ${plural(unselected.length, 'test')} ran: ${notSelectedWhy}`);
    if (req.area === PROTOCOL_AREA) {
      const areas = input.applicableAreas.join(', ');
      return judged('NOT_RUN', `no test of the areas run (${areas}) exercises it`, true);
    }
    if (input.filtered) return judged('NOT_RUN', notSelectedWhy);
    return judged('ERROR', 'no test of this requirement ran (see the suite errors below)');
  }
  if (unselected.length > 0 || skipped.length > 0) {
    const missing = [
      ...(unselected.length > 0 ? [`${unselected.length} ${notSelectedWhy}`] : []),
      ...(skipped.length > 0 ? [`${skipped.length} skipped: ${skipNotes(skipped)}`] : []),
    ];
    const total = ran.length + unselected.length + skipped.length;
    return judged('PARTIAL', `only ${ran.length} of its ${total} tests ran (and passed); ${missing.join('; ')}`);
  }
  return judged('PASS');
}

function byFileAndName(a: TestRecord, b: TestRecord): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function completedHere(t: TestRecord, id: string): boolean {
  return t.status === 'FAIL' && chargeOf(t) !== id && completedRequirementsOf(t.message).includes(id);
}

function passedHere(t: TestRecord): TestRecord {
  const { message: _message, chargedTo: _charged, ...rest } = t;
  return { ...rest, status: 'PASS' };
}

function testRef(t: TestRecord, listedUnder: string): TestRef {
  const failed = t.status !== 'PASS' && t.status !== 'SKIPPED';
  const others = failed ? t.requirementIds.filter((id) => id !== listedUnder && id !== t.chargedTo) : [];
  return {
    name: t.name,
    file: t.file,
    status: t.status,
    ...(t.message ? { message: t.message } : {}),
    ...(t.chargedTo ? { chargedTo: t.chargedTo } : {}),
    ...(others.length > 0 ? { alsoExercised: others } : {}),
    ...(t.selected === false ? { selected: false as const } : {}),
    ...(t.skipNote !== undefined ? { skipNote: t.skipNote } : {}),
  };
}

/** The failing test a person reads first: a concrete fixture case over a property's shrunk counterexample. */
export function representative<T extends { file: string }>(bad: readonly T[]): T {
  return bad.find((t) => t.file.endsWith('fixtures.test.ts')) ?? bad[0]!;
}

/** A test name without its requirement-ID prefix (the requirement is already on the line). */
export function shortName(fullName: string): string {
  return fullName.replace(/\[[A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*\] /, '');
}

function skipNotes(skipped: readonly TestRecord[]): string {
  return [...new Set(skipped.map((t) => t.skipNote ?? 'skipped'))].join('; ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
