import { describe, expect, test } from 'vitest';
import type { RunReport } from '../run/report.js';
import { failureGroups, shortTestName } from './failure-groups.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import { threeBugReport } from '../../selftest/samples/sample-three-bugs.js';

const ids = (report: RunReport): string[][] => failureGroups(report).map((g) => g.requirements.map((r) => r.id));

describe('failureGroups of a permits host with three bugs', () => {
  const report = threeBugReport();
  const groups = failureGroups(report);
  const red = report.requirements.filter((r) => ['FAIL', 'ERROR', 'CRASH', 'TIMEOUT'].includes(r.status)).map((r) => r.id);

  test('one group per red requirement (each failed test is charged to one), MUSTs first, each level in report order, every red requirement in one', () => {
    expect(red.length).toBeGreaterThan(0);
    const levelOf = (id: string): number => (report.requirements.find((r) => r.id === id)!.level === 'MUST' ? 0 : 1);
    const byLevel = [...red].sort((a, b) => levelOf(a) - levelOf(b));
    expect(groups.map((g) => g.requirements.map((r) => r.id))).toEqual(byLevel.map((id) => [id]));
  });

  test('the property test citing 16 requirements is one cause of one group; the others it cites are "also exercised"', () => {
    const agreement = groups.filter((g) => g.causes.some((c) => c.tests.some((t) => t.name.includes('agree with the model'))));
    expect(agreement).toHaveLength(1);
    const cause = agreement[0]!.causes[0]!;
    expect(agreement[0]!.requirements.map((r) => r.id)).toEqual(['PERMIT-001']);
    expect(cause.alsoExercised).toContain('PERMIT-026');
    expect(cause.alsoExercised).not.toContain('PERMIT-001');
    expect(cause.parts).toMatchObject({ expected: 'true', observed: 'false' });
    expect(cause.parts.counterexample).toContain('adapter(qq,kook)');
  });

  test('13 tests that got the same host error are one cause; a requirement red by a fixture and a property has two, the fixture first', () => {
    const huge = groups.find((g) => g.requirements[0]!.id === 'PERMIT-018')!;
    expect(huge.causes).toHaveLength(1);
    expect(huge.causes[0]!.tests).toHaveLength(13);
    expect(huge.causes[0]!.status).toBe('ERROR');
    const or = groups.find((g) => g.requirements[0]!.id === 'PERMIT-005')!;
    expect(or.causes.map((c) => c.tests[0]!.file)).toEqual(['suites/permits/fixtures.test.ts', 'suites/permits/properties.test.ts']);
  });

  test("each group carries its requirements' replay command", () => {
    for (const g of groups) expect(g.replays).toEqual([g.requirements[0]!.replay]);
    // The replay reruns the requirement's failing test (its case id or title words), not every test of the ID.
    expect(groups[0]!.replays[0]).toMatch(/ --grep \S+/);
    // At most about 120 characters besides the host's own command.
    for (const g of groups) for (const r of g.replays) expect(r.replace(/ --host-cmd '[^']*'/, '').length, r).toBeLessThanOrEqual(100);
  });
});

describe('failureGroups of older and odd reports', () => {
  test('a report from before charging (no chargedTo): requirements red by one shared test are grouped under it', () => {
    const report = sampleReport();
    const shared = { name: 'permits: laws > [PERMIT-001,PERMIT-005] a law', file: 'suites/permits/properties.test.ts', status: 'FAIL' as const, message: 'expected 1, host answered 2' };
    report.requirements = report.requirements.map((r) =>
      r.id === 'PERMIT-001' || r.id === 'PERMIT-005' ? { ...r, status: 'FAIL' as const, tests: [shared] } : { ...r, tests: r.tests.map(({ chargedTo: _c, ...t }) => t) },
    );
    expect(ids(report)).toEqual([['PERMIT-001', 'PERMIT-005'], ['PERMIT-018'], ['PERMIT-009']]);
    const group = failureGroups(report)[0]!;
    expect(group.causes).toHaveLength(1);
    expect(group.causes[0]!.alsoExercised).toEqual([]);
  });

  test('a failed test charged to another requirement does not put this one in a group', () => {
    const report = sampleReport();
    const elsewhere = { name: '[PERMIT-001,PERMIT-005] x', file: 'f', status: 'FAIL' as const, message: 'm', chargedTo: 'PERMIT-005' };
    report.requirements = report.requirements.map((r) => (r.id === 'PERMIT-001' ? { ...r, tests: [...r.tests, elsewhere] } : r));
    expect(ids(report).flat()).not.toContain('PERMIT-001');
  });

  test('a red requirement without a failed test is a group whose cause is its reason', () => {
    const report = sampleReport();
    report.requirements = report.requirements.map((r) => (r.id === 'PERMIT-001' ? { ...r, status: 'ERROR' as const, reason: 'no test of this requirement ran', tests: [] } : r));
    const group = failureGroups(report).find((g) => g.requirements[0]!.id === 'PERMIT-001')!;
    expect(group.causes).toEqual([expect.objectContaining({ reason: 'no test of this requirement ran', tests: [] })]);
  });

  test('MUST groups come before SHOULD ones, and known failures (XFAIL) last', () => {
    const report = sampleReport();
    report.requirements = report.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, status: 'XFAIL' as const } : r));
    expect(ids(report)).toEqual([['PERMIT-018'], ['PERMIT-009'], ['PERMIT-005']]);
  });

  test('shortTestName drops the ID prefix and keeps the describe path', () => {
    expect(shortTestName('fixtures/permits/roles.json > [PERMIT-013,PERMIT-005] permits/role-ranking')).toBe('fixtures/permits/roles.json > permits/role-ranking');
  });
});
