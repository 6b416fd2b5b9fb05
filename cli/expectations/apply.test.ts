// Expectations through aggregate(): the statuses, the summary and the exit decision (summary.ok).
import { describe, expect, test } from 'vitest';
import { aggregate, type RequirementInfo } from '../run/aggregate.js';
import type { TestRecord, TestStatus } from '../run/test-record.js';
import type { ExpectationEntry } from './entry.js';

const requirements: RequirementInfo[] = [
  { id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'a' },
  { id: 'PERMIT-002', level: 'MUST', area: 'permits', title: 'b' },
  { id: 'PERMIT-003', level: 'SHOULD', area: 'permits', title: 'c' },
];

function rec(ids: string[], text: string, status: TestStatus): TestRecord {
  return { file: 'suites/permits/fixtures.test.ts', name: `fixtures/permits/x.json > [${ids.join(',')}] ${text}`, requirementIds: ids, status, durationMs: 1, ...(status === 'PASS' ? {} : { message: 'expected true, host answered false' }) };
}

function run(records: TestRecord[], entries: ExpectationEntry[], hostVersion = '1.0.0') {
  return aggregate({
    requirements,
    records,
    applicableAreas: ['permits'],
    notApplicableAreas: [],
    filtered: false,
    requireAreas: false,
    expectations: { expectations: { file: 'exp.json', entries }, hostVersion },
  });
}

const status = (r: ReturnType<typeof run>, id: string) => r.results.find((q) => q.id === id)?.status;

const allPass = [rec(['PERMIT-001'], 'permits/a: A', 'PASS'), rec(['PERMIT-002'], 'permits/b: B', 'PASS'), rec(['PERMIT-003'], 'permits/c: C', 'PASS')];
const oneFails = [rec(['PERMIT-001'], 'permits/a: A', 'FAIL'), rec(['PERMIT-001'], 'permits/a2: A2', 'PASS'), ...allPass.slice(1)];

describe('expectations applied to a run', () => {
  test('without entries a failing MUST fails the run', () => {
    const r = run(oneFails, []);
    expect(status(r, 'PERMIT-001')).toBe('FAIL');
    expect(r.summary.ok).toBe(false);
  });

  test('a listed failure that still fails is XFAIL: not a pass, the run is ok, the entry is carried', () => {
    const entry: ExpectationEntry = { id: 'PERMIT-001', status: 'fail', reason: 'known bug', link: 'https://x/1' };
    const r = run(oneFails, [entry]);
    const q = r.results.find((x) => x.id === 'PERMIT-001')!;
    expect(q.status).toBe('XFAIL');
    expect(q.observed).toBe('FAIL');
    expect(q.expectations).toEqual([entry]);
    expect(q.reason).toContain('known bug');
    expect(r.summary.ok).toBe(true);
    expect(r.summary.byStatus.XFAIL).toBe(1);
    expect(r.summary.byStatus.PASS).toBe(2);
    expect(r.summary.byArea.permits!.MUST).toEqual({ pass: 1, fail: 0, expected: 1 });
  });

  test('a listed failure that now passes is XPASS: the run fails, naming the entry to delete', () => {
    const r = run(allPass, [{ id: 'PERMIT-002', status: 'fail', reason: 'was broken' }]);
    const q = r.results.find((x) => x.id === 'PERMIT-002')!;
    expect(q.status).toBe('XPASS');
    expect(q.reason).toMatch(/stale.*delete the entry "PERMIT-002" from exp\.json/);
    expect(r.summary.ok).toBe(false);
    expect(r.summary.stale).toEqual(['PERMIT-002']);
    expect(r.summary.mustFailures).toEqual([]);
  });

  test('a stale SHOULD entry fails the run too', () => {
    expect(run(allPass, [{ id: 'PERMIT-003', status: 'fail', reason: 'r' }]).summary.ok).toBe(false);
  });

  test('flaky: either outcome is accepted and reported as such', () => {
    const entry: ExpectationEntry = { id: 'PERMIT-001', status: 'flaky', reason: 'timing' };
    const failed = run(oneFails, [entry]);
    expect(status(failed, 'PERMIT-001')).toBe('FLAKY_FAIL');
    expect(failed.summary.ok).toBe(true);
    const passed = run(allPass, [entry]);
    expect(status(passed, 'PERMIT-001')).toBe('FLAKY_PASS');
    expect(passed.summary.ok).toBe(true);
  });

  test('case entries covering every failing test make the requirement XFAIL', () => {
    const r = run(oneFails, [{ id: 'permits/a', status: 'fail', reason: 'case a is wrong' }]);
    expect(status(r, 'PERMIT-001')).toBe('XFAIL');
    expect(r.summary.ok).toBe(true);
  });

  test('a case id is matched whole, not as a prefix of another case id', () => {
    const r = run(oneFails, [{ id: 'permits/a2', status: 'fail', reason: 'r' }]);
    // permits/a2 passes (stale is judged per requirement: PERMIT-001 still has an unlisted failure)
    expect(status(r, 'PERMIT-001')).toBe('FAIL');
    expect(r.summary.ok).toBe(false);
  });

  test('a failing test not listed keeps the requirement failing, and says so', () => {
    const records = [rec(['PERMIT-001'], 'permits/a: A', 'FAIL'), rec(['PERMIT-001'], 'permits/a2: A2', 'CRASH'), ...allPass.slice(1)];
    const r = run(records, [{ id: 'permits/a', status: 'fail', reason: 'r' }]);
    const q = r.results.find((x) => x.id === 'PERMIT-001')!;
    expect(q.status).toBe('FAIL');
    expect(q.reason).toMatch(/1 failing test\(s\) not listed in exp\.json/);
    expect(r.summary.ok).toBe(false);
  });

  test('a case entry on a passing test is stale (XPASS)', () => {
    const r = run(allPass, [{ id: 'permits/b', status: 'fail', reason: 'r' }]);
    expect(status(r, 'PERMIT-002')).toBe('XPASS');
    expect(r.summary.stale).toEqual(['PERMIT-002']);
  });

  test('a full test name matches too', () => {
    const r = run(oneFails, [{ id: oneFails[0]!.name, status: 'fail', reason: 'r' }]);
    expect(status(r, 'PERMIT-001')).toBe('XFAIL');
  });

  test('conditions: an entry whose area or host version does not hold is ignored', () => {
    expect(status(run(oneFails, [{ id: 'PERMIT-001', status: 'fail', reason: 'r', when: { area: 'access' } }]), 'PERMIT-001')).toBe('FAIL');
    expect(status(run(oneFails, [{ id: 'PERMIT-001', status: 'fail', reason: 'r', when: { hostVersion: '>=2' } }], '1.4.0'), 'PERMIT-001')).toBe('FAIL');
    expect(status(run(oneFails, [{ id: 'PERMIT-001', status: 'fail', reason: 'r', when: { hostVersion: '>=2' } }], '2.0.1'), 'PERMIT-001')).toBe('XFAIL');
  });

  test('entries matching nothing are warnings, not failures', () => {
    const r = run(allPass, [
      { id: 'PERMIT-999', status: 'fail', reason: 'r' },
      { id: 'permits/no-such-case', status: 'fail', reason: 'r' },
    ]);
    expect(r.summary.ok).toBe(true);
    expect(r.summary.expectationWarnings).toHaveLength(2);
    expect(r.summary.expectationWarnings[0]).toMatch(/exp\.json: entry "PERMIT-999"/);
    expect(r.summary.expectationWarnings[1]).toMatch(/"permits\/no-such-case" matches no test/);
  });

  test('XFAIL does not hide a different failing MUST', () => {
    const records = [rec(['PERMIT-001'], 'permits/a: A', 'FAIL'), rec(['PERMIT-002'], 'permits/b: B', 'TIMEOUT'), allPass[2]!];
    const r = run(records, [{ id: 'PERMIT-001', status: 'fail', reason: 'r' }]);
    expect(r.summary.mustFailures).toEqual(['PERMIT-002']);
    expect(r.summary.ok).toBe(false);
  });
});
