// The verdicts, from hand-made test records (no vitest run, no host).
import { describe, expect, test } from 'vitest';
import { aggregate, type AggregateInput, type RequirementInfo } from './aggregate.js';
import type { TestRecord } from './test-record.js';

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);

const PERMITS = ids('PERMIT', 16);
const REQUIREMENTS: RequirementInfo[] = [
  ...PERMITS.map((id, i): RequirementInfo => ({ id, level: 'MUST', area: 'permits', title: id, provenance: i < 4 ? 'documented' : 'ruling' })),
  { id: 'PROTOCOL-002', level: 'MUST', area: 'protocol', title: 'one answer per run' },
  { id: 'PROTOCOL-003', level: 'MUST', area: 'protocol', title: 'unknown op' },
  { id: 'ACCESS-001', level: 'MUST', area: 'access', title: 'access' },
];

const record = (name: string, requirementIds: string[], status: TestRecord['status'], extra: Partial<TestRecord> = {}): TestRecord => ({
  file: 'suites/permits/properties.test.ts',
  name: `permits > [${requirementIds.join(',')}] ${name}`,
  requirementIds,
  status,
  durationMs: 1,
  ...extra,
});

/** One passing test per permit requirement, so every one of them has a verdict of its own. */
const eachPasses = PERMITS.map((id) => record(`${id} alone`, [id], 'PASS'));

function run(records: TestRecord[], extra: Partial<AggregateInput> = {}) {
  return aggregate({ requirements: REQUIREMENTS, records, applicableAreas: ['permits'], notApplicableAreas: ['access'], filtered: false, requireAreas: false, ...extra });
}

const statusOf = (results: { id: string; status: string }[], id: string): string | undefined => results.find((r) => r.id === id)?.status;

describe('charging: one bug, one red requirement', () => {
  test('a 16-ID test failing charged to one ID turns only that ID red; the others it stopped before deciding stay open', () => {
    const big = record('model agreement', PERMITS, 'FAIL', { chargedTo: 'PERMIT-013', message: 'decided by PERMIT-013: check 0: expected true, host answered false' });
    const { results, summary } = run([...eachPasses, big]);
    const red = results.filter((r) => r.status !== 'PASS' && r.status !== 'NOT_APPLICABLE' && r.status !== 'NOT_RUN').map((r) => r.id);
    expect(red).toEqual(['PERMIT-013']);
    expect(summary.mustFailures).toEqual(['PERMIT-013']);
    // A failing run stays a failing run (exit 1): the open requirements do not turn it into "no verdict".
    expect(summary.verdict).toBe('fail');
    const charged = results.find((r) => r.id === 'PERMIT-013')!;
    const failing = charged.tests.find((t) => t.status === 'FAIL')!;
    expect(failing.leftOpen).toEqual(PERMITS.filter((id) => id !== 'PERMIT-013'));
    expect(failing.alsoExercised).toBeUndefined();
    // Its own test passed, but the 16-ID test stopped before reaching it: not PASS.
    const other = results.find((r) => r.id === 'PERMIT-001')!;
    expect(other.status).toBe('NOT_RUN');
    expect(other.reason).toBe('not decided: 1 of its 2 tests stopped at a failure charged to PERMIT-013 (permits > model agreement)');
    expect(other.tests.map((t) => t.status)).toEqual(['PASS']);
    expect(other.alsoExercisedBy?.map((t) => t.chargedTo)).toEqual(['PERMIT-013']);
  });

  test('"also exercised" names only a cited requirement whose status other tests decided', () => {
    const stop = record('stopper', ['PERMIT-001', 'PERMIT-002', 'PERMIT-003'], 'FAIL', { chargedTo: 'PERMIT-001', message: 'decided by PERMIT-001: x' });
    const own = record('own failure of 3', ['PERMIT-003'], 'FAIL', { chargedTo: 'PERMIT-003', message: 'decided by PERMIT-003: y' });
    const { results } = run([...eachPasses, stop, own]);
    const failing = results.find((r) => r.id === 'PERMIT-001')!.tests.find((t) => t.status === 'FAIL')!;
    expect(failing.leftOpen).toEqual(['PERMIT-002']);
    expect(failing.alsoExercised).toEqual(['PERMIT-003']);
    expect(statusOf(results, 'PERMIT-003')).toBe('FAIL');
  });

  test('open requirements after a SHOULD failure only: no verdict (exit 5), never a pass', () => {
    const requirements: RequirementInfo[] = [...REQUIREMENTS, { id: 'PERMIT-099', level: 'SHOULD', area: 'permits', title: 'should' }];
    const stop = record('stopper', ['PERMIT-099', 'PERMIT-002'], 'FAIL', { chargedTo: 'PERMIT-099', message: 'decided by PERMIT-099: x' });
    const { results, summary } = aggregate({ requirements, records: [...eachPasses, stop], applicableAreas: ['permits'], notApplicableAreas: ['access'], filtered: false, requireAreas: false });
    expect(statusOf(results, 'PERMIT-002')).toBe('NOT_RUN');
    expect(summary.verdict).toBe('none');
    expect(summary.noVerdict).toBe('1 requirement not decided (1 NOT_RUN): a test of each stopped at a failure charged to another requirement');
  });

  test('a passing test counts for every requirement it cites', () => {
    const { results } = run([record('both', ['PERMIT-001', 'PERMIT-002'], 'PASS'), ...eachPasses.slice(2)]);
    expect(statusOf(results, 'PERMIT-002')).toBe('PASS');
    expect(results.find((r) => r.id === 'PERMIT-002')!.tests).toHaveLength(1);
  });

  test('a failed test whose steps of another requirement all ran and agreed leaves that one decided, not open', () => {
    const message = 'decided by PERMIT-001: step 4: expected false\n(the steps of PERMIT-002 all ran to their end and agreed: this failure leaves them decided)';
    const both = record('x', ['PERMIT-002', 'PERMIT-001', 'PERMIT-003'], 'FAIL', { chargedTo: 'PERMIT-001', message });
    const { results } = run([...eachPasses, both]);
    expect(statusOf(results, 'PERMIT-001')).toBe('FAIL');
    // Complete evidence: a pass of PERMIT-002 here. PERMIT-003's steps did not all agree: it stays open.
    expect(statusOf(results, 'PERMIT-002')).toBe('PASS');
    expect(results.find((r) => r.id === 'PERMIT-002')!.tests.find((t) => t.name.endsWith(' x'))).toMatchObject({ status: 'PASS' });
    expect(statusOf(results, 'PERMIT-003')).toBe('NOT_RUN');
    // Only a FAIL says so: a crash or timeout stopped the case before any step was checked.
    const crashed = record('x', ['PERMIT-002', 'PERMIT-001'], 'CRASH', { chargedTo: 'PERMIT-001', message: `[CRASH] ${message}` });
    expect(statusOf(run([...eachPasses, crashed]).results, 'PERMIT-002')).toBe('NOT_RUN');
  });

  test('a requirement whose only tests failed on another rule is NOT_RUN, not PASS', () => {
    const { results } = run([record('x', ['PERMIT-001', 'PERMIT-002'], 'FAIL', { chargedTo: 'PERMIT-001' }), ...eachPasses.filter((t) => !t.requirementIds.includes('PERMIT-002'))]);
    expect(statusOf(results, 'PERMIT-001')).toBe('FAIL');
    expect(results.find((r) => r.id === 'PERMIT-002')).toMatchObject({ status: 'NOT_RUN', reason: 'not decided: 1 of its 1 tests stopped at a failure charged to PERMIT-001 (permits > x)' });
  });

  test('a protocol error is charged to its protocol rule, a timeout to the primary requirement; what they stopped stays open', () => {
    const protocol = record('p', ['PERMIT-005'], 'ERROR', { chargedTo: 'PROTOCOL-002', message: '[ERROR] decided by PROTOCOL-002: case c: expected 2 results, got 1' });
    const timeout = record('t', ['PERMIT-006', 'PERMIT-007'], 'TIMEOUT', { chargedTo: 'PERMIT-006', message: '[TIMEOUT] case d: no answer' });
    const { results } = run([...eachPasses, protocol, timeout]);
    expect(statusOf(results, 'PROTOCOL-002')).toBe('ERROR');
    expect(statusOf(results, 'PERMIT-005')).toBe('NOT_RUN');
    expect(statusOf(results, 'PERMIT-006')).toBe('TIMEOUT');
    expect(statusOf(results, 'PERMIT-007')).toBe('NOT_RUN');
    // The one failure charged to it decides it (the run's exchanges, cut short by the timeout, do not count).
    expect(results.find((r) => r.id === 'PROTOCOL-002')!.reason).toBe('1/1 tests ERROR: permits > p — case c: expected 2 results, got 1');
  });
});

describe('optional features: never a withheld verdict', () => {
  const digestSkip = (name: string): TestRecord =>
    record(name, ['PERMIT-016'], 'SKIPPED', { skipNote: 'host does not declare the feature catalog.tools.digest (the kit never sends the digest form to it)' });

  test('a requirement whose every test is of an undeclared feature is NOT_APPLICABLE, and the run passes', () => {
    const { results, summary } = run([...eachPasses.filter((t) => !t.requirementIds.includes('PERMIT-016')), digestSkip('a'), digestSkip('b')]);
    expect(results.find((r) => r.id === 'PERMIT-016')).toMatchObject({
      status: 'NOT_APPLICABLE',
      reason: 'applies only to the optional feature catalog.tools.digest, which the host does not declare in hello',
    });
    expect(summary).toMatchObject({ ok: true, verdict: 'pass' });
  });

  test('--require-areas does not turn an undeclared optional feature into a failure', () => {
    const { summary } = run([...eachPasses.filter((t) => !t.requirementIds.includes('PERMIT-016')), digestSkip('a')], { requireAreas: true, notApplicableAreas: [] });
    expect(summary).toMatchObject({ ok: true, verdict: 'pass', mustFailures: [] });
  });

  test('a feature test skipped beside tests that ran does not keep the requirement from PASS', () => {
    const { results } = run([...eachPasses, digestSkip('a')]);
    expect(statusOf(results, 'PERMIT-016')).toBe('PASS');
  });
});

describe('never a false green: PASS needs every test to have run', () => {
  test('tests left out by --grep make a requirement PARTIAL, and the run has no verdict', () => {
    const out = record('other case', ['PERMIT-001'], 'SKIPPED', { selected: false });
    const { results, summary } = run([...eachPasses, out], { filtered: true });
    expect(results.find((r) => r.id === 'PERMIT-001')).toMatchObject({ status: 'PARTIAL', reason: 'only 1 of its 2 tests ran (and passed); 1 not selected by --grep' });
    expect(summary).toMatchObject({ ok: false, verdict: 'none' });
    expect(summary.noVerdict).toBe('subset: no verdict (1 PARTIAL: not every test of that requirement was selected)');
    expect(summary.byArea.permits!.MUST).toEqual({ pass: 15, fail: 0, expected: 0, open: 1 });
    expect(summary.tests).toMatchObject({ total: 16, notSelected: 1 });
  });

  test('a requirement none of whose tests were selected is NOT_RUN with the filter named', () => {
    const { results, summary } = run([...eachPasses.slice(1), record('only', ['PERMIT-001'], 'SKIPPED', { selected: false })], { filtered: true, notRunReason: 'not in shard 2/3' });
    expect(results.find((r) => r.id === 'PERMIT-001')).toMatchObject({ status: 'NOT_RUN', reason: 'none of its 1 test ran: not in shard 2/3' });
    expect(summary.verdict).toBe('none');
  });

  test('a failure found in a subset still fails the run', () => {
    const { summary } = run([record('bad', ['PERMIT-001'], 'FAIL'), record('later', ['PERMIT-001'], 'SKIPPED', { selected: false })], { filtered: true });
    expect(summary.verdict).toBe('fail');
    expect(summary.mustFailures).toEqual(['PERMIT-001']);
  });

  test('skipped tests are counted by reason and keep their requirement from PASS', () => {
    const skipped = record('turn case', ['PERMIT-002'], 'SKIPPED', { skipNote: 'host does not implement area permits' });
    const { results, summary } = run([...eachPasses, skipped]);
    expect(statusOf(results, 'PERMIT-002')).toBe('PARTIAL');
    expect(summary.tests.skipped).toEqual([{ reason: 'host does not implement area permits', count: 1, examples: [skipped.name] }]);
    expect(summary.verdict).toBe('none');
  });

  test('a run that judged nothing has no verdict', () => {
    const { summary } = run([], { applicableAreas: [], notApplicableAreas: ['permits', 'access'] });
    expect(summary).toMatchObject({ ok: false, verdict: 'none', noVerdict: 'nothing was tested: no requirement has a verdict' });
  });

  test('without a filter, a contract requirement with no test, or none that ran, is an ERROR', () => {
    const { results } = run(eachPasses.slice(1));
    expect(results.find((r) => r.id === 'PERMIT-001')).toMatchObject({ status: 'ERROR' });
    const stopped = run([...eachPasses.slice(1), record('after a failed beforeAll', ['PERMIT-001'], 'SKIPPED', { selected: false })]);
    expect(stopped.results.find((r) => r.id === 'PERMIT-001')).toMatchObject({ status: 'ERROR', reason: 'none of its 1 test ran (see the suite errors below)' });
    const partly = run([...eachPasses, record('after a failed beforeAll', ['PERMIT-001'], 'SKIPPED', { selected: false })]);
    expect(partly.results.find((r) => r.id === 'PERMIT-001')).toMatchObject({ status: 'PARTIAL', reason: 'only 1 of its 2 tests ran (and passed); 1 did not run (see the suite errors below)' });
  });
});

describe('area protocol', () => {
  test('is in scope whenever an area runs, never NOT_APPLICABLE, and shown as its own group', () => {
    const { results, summary } = run([...eachPasses, record('unknown op', ['PROTOCOL-003'], 'PASS', { file: 'suites/permits/protocol-robustness.test.ts' })]);
    expect(statusOf(results, 'PROTOCOL-003')).toBe('PASS');
    expect(summary.byArea.protocol).toMatchObject({ applicable: true, group: 'protocol' });
    expect(summary.byArea.permits).toMatchObject({ group: 'contract' });
    expect(Object.keys(summary.byArea)).toEqual(['permits', 'protocol', 'access']);
  });

  test('a protocol requirement no test of the run\'s areas exercises is NOT_RUN, and does not withhold the verdict', () => {
    const { results, summary } = run(eachPasses);
    expect(results.find((r) => r.id === 'PROTOCOL-003')).toMatchObject({ status: 'NOT_RUN', reason: 'no test of the areas run (permits) exercises it' });
    expect(summary).toMatchObject({ ok: true, verdict: 'pass' });
    // PROTOCOL-002 is judged by the run's exchanges (PASS); PROTOCOL-003 by tests none of which ran here.
    expect(summary.byArea.protocol!.MUST).toEqual({ pass: 1, fail: 0, expected: 0, notExercised: 1 });
  });

  test('PROTOCOL-001/002 are judged by every run that exchanged a case: PASS when no exchange broke them', () => {
    const requirements: RequirementInfo[] = [...REQUIREMENTS, { id: 'PROTOCOL-001', level: 'MUST', area: 'protocol', title: 'hello' }];
    const input = { requirements, applicableAreas: ['permits'], notApplicableAreas: ['access'], filtered: false, requireAreas: false };
    const { results, summary } = aggregate({ ...input, records: eachPasses });
    for (const id of ['PROTOCOL-001', 'PROTOCOL-002']) {
      const r = results.find((q) => q.id === id)!;
      expect(r.status).toBe('PASS');
      expect(r.tests.map((t) => t.name)).toEqual([expect.stringMatching(new RegExp(`^protocol > \\[${id}\\] .*\\(judged from every exchange of the run\\)$`))]);
    }
    expect(summary.notExercised).toEqual(['PROTOCOL-003']);
    expect(summary.tests.total).toBe(16); // the evidence is no test of its own
    const drifted = record('hello drift', ['PERMIT-001'], 'ERROR', { chargedTo: 'PROTOCOL-001', message: '[ERROR] decided by PROTOCOL-001: case c: hello changed' });
    const after = aggregate({ ...input, records: [...eachPasses, drifted] });
    expect(statusOf(after.results, 'PROTOCOL-001')).toBe('ERROR');
    expect(statusOf(after.results, 'PROTOCOL-002')).toBe('PASS');
    // A test that ended without an answer leaves the evidence incomplete: open, never PASS.
    const crashed = record('crash', ['PERMIT-002'], 'CRASH', { chargedTo: 'PERMIT-002', message: '[CRASH] case c: host exited' });
    const incomplete = aggregate({ ...input, records: [...eachPasses, crashed] });
    expect(statusOf(incomplete.results, 'PROTOCOL-002')).toBe('NOT_RUN');
    expect(incomplete.results.find((q) => q.id === 'PROTOCOL-002')!.reason).toMatch(/1 of the run's tests ended without an answer \(CRASH\)/);
    // A run in which no test exchanged a case judges neither.
    const skipped = aggregate({ ...input, records: [record('s', ['PERMIT-001'], 'SKIPPED', { skipNote: 'x' })] });
    expect(statusOf(skipped.results, 'PROTOCOL-002')).toBe('NOT_RUN');
  });

  test('a protocol requirement whose tests were left out by --grep withholds the verdict', () => {
    const { results, summary } = run([...eachPasses, record('unknown op', ['PROTOCOL-003'], 'SKIPPED', { selected: false })], { filtered: true });
    expect(statusOf(results, 'PROTOCOL-003')).toBe('NOT_RUN');
    expect(summary.verdict).toBe('none');
  });

  test('is out of scope when no area ran', () => {
    const { results } = run([], { applicableAreas: [], notApplicableAreas: ['permits'] });
    expect(results.some((r) => r.area === 'protocol')).toBe(false);
  });
});

describe('provenance', () => {
  test('each area\'s MUSTs are counted apart: documented contract and capkit rulings', () => {
    const bad = record('ruling broken', ['PERMIT-009'], 'FAIL');
    const { summary } = run([...eachPasses.filter((t) => t.requirementIds[0] !== 'PERMIT-009'), bad]);
    expect(summary.byArea.permits!.documentedMUST).toEqual({ pass: 4, fail: 0, expected: 0 });
    expect(summary.byArea.permits!.rulingMUST).toEqual({ pass: 11, fail: 1, expected: 0 });
    expect(summary.byArea.permits!.MUST).toEqual({ pass: 15, fail: 1, expected: 0 });
  });
});
