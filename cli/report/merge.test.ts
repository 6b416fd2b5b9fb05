import { describe, expect, test } from 'vitest';
import { mergeReports, type NamedReport } from './merge.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import type { RunReport } from '../run/report.js';

/** Splits the sample's tests between two shard reports the way a sharded run would have written them. */
function shards(): NamedReport[] {
  const whole = sampleReport();
  const part = (index: number): RunReport => {
    const report = structuredClone(whole);
    report.run.shard = `${index}/2`;
    report.requirements = report.requirements.map((r) => ({ ...r, tests: r.tests.filter((_, i) => i % 2 === index - 1) }));
    const total = report.requirements.reduce((n, r) => n + r.tests.length, 0);
    report.summary.tests = { total, byStatus: { PASS: total } };
    return report;
  };
  return [{ label: 'a.json', report: part(1) }, { label: 'b.json', report: part(2) }];
}

describe('mergeReports', () => {
  test('recomputes verdicts from the union of the tests', () => {
    const merged = mergeReports(shards());
    const whole = sampleReport();
    expect(merged.requirements.map((r) => [r.id, r.status, r.tests.length])).toEqual(whole.requirements.map((r) => [r.id, r.status, r.tests.length]));
    expect(merged.summary.ok).toBe(false);
    expect(merged.summary.mustFailures).toEqual(['PERMIT-005', 'PERMIT-018']);
    expect(merged.run.mergedFrom).toEqual(['1/2', '2/2']);
    // The replay reruns the requirement's failing test, not every test naming the ID.
    expect(merged.requirements.find((r) => r.id === 'PERMIT-005')!.replay).toContain("--grep 'permits/or-inside: group\\(1,2\\) allows group 2'");
  });

  test('a requirement whose tests were split between shards is PARTIAL in each shard and PASS merged', () => {
    const whole = sampleReport();
    const test = (name: string, selected: boolean) => ({ name: `d > [PERMIT-001] ${name}`, file: 'suites/permits/x.test.ts', status: selected ? ('PASS' as const) : ('SKIPPED' as const), ...(selected ? {} : { selected: false as const }) });
    const shard = (index: number): NamedReport => {
      const report = structuredClone(whole);
      report.run.shard = `${index}/2`;
      report.requirements = report.requirements.map((r) => (r.id === 'PERMIT-001' ? { ...r, status: 'PARTIAL', tests: [test('a', index === 1), test('b', index === 2)] } : { ...r, tests: index === 1 ? r.tests : [] }));
      return { label: `${index}.json`, report };
    };
    const merged = mergeReports([shard(1), shard(2)]);
    const permit1 = merged.requirements.find((r) => r.id === 'PERMIT-001')!;
    expect(permit1.status).toBe('PASS');
    expect(permit1.tests.map((t) => t.status)).toEqual(['PASS', 'PASS']);
    expect(merged.summary.tests.notSelected).toBeUndefined();
  });

  test('test counts are the sums of the shards', () => {
    const [a, b] = shards();
    a!.report.summary.tests = { total: 3, byStatus: { PASS: 2, SKIPPED: 1 } };
    b!.report.summary.tests = { total: 4, byStatus: { PASS: 3, FAIL: 1 } };
    expect(mergeReports([a!, b!]).summary.tests).toEqual({ total: 7, byStatus: { PASS: 5, SKIPPED: 1, FAIL: 1 } });
  });

  test('shards of different runs are refused, naming the field and the files', () => {
    const [a, b] = shards();
    b!.report.run.seed = 43;
    expect(() => mergeReports([a!, b!])).toThrow('report merge: b.json has seed 43, but a.json has 42: not shards of one run');
  });

  test('a missing, repeated or foreign shard is refused', () => {
    const [a, b] = shards();
    expect(() => mergeReports([a!])).toThrow('shard(s) 2/2 missing');
    expect(() => mergeReports([a!, { ...a!, label: 'c.json' }])).toThrow('c.json and a.json are both shard 1/2');
    const { shard: _s, ...run } = b!.report.run;
    expect(() => mergeReports([a!, { label: 'b.json', report: { ...b!.report, run } }])).toThrow('b.json is not a shard report');
    expect(() => mergeReports([])).toThrow('give the shard reports');
  });
});

describe('mergeReports: hostile or mismatched shards', () => {
  test('shards run with different settings are refused, naming the setting', () => {
    const cases: [string, (r: RunReport) => void][] = [
      ['--timeout-multiplier', (r) => (r.run.timeoutMultiplier = 4)],
      ['--validate-protocol', (r) => (r.run.validateProtocol = !r.run.validateProtocol)],
      ['--require-areas', (r) => (r.run.requireAreas = true)],
      ['expectations file', (r) => (r.expectations = { file: 'other.json', entries: 0, warnings: [] })],
    ];
    for (const [setting, change] of cases) {
      const [a, b] = shards();
      change(b!.report);
      expect(() => mergeReports([a!, b!]), setting).toThrow(new RegExp(`b\\.json has ${setting.replace(/[-]/g, '\\-')} .*but a\\.json has .*not shards of one run`));
    }
  });

  test('counts keyed constructor, toString or __proto__ are counts like any other, not Object.prototype', () => {
    const [a, b] = shards();
    a!.report.summary.tests = { total: 3, byStatus: JSON.parse('{"PASS":1,"constructor":1,"__proto__":1}') as Record<string, number> };
    b!.report.summary.tests = { total: 2, byStatus: JSON.parse('{"toString":1,"constructor":1,"hasOwnProperty":"x"}') as Record<string, number> };
    const merged = mergeReports([a!, b!]);
    const byStatus = merged.summary.tests.byStatus;
    expect(JSON.parse(JSON.stringify(byStatus))).toEqual(JSON.parse('{"PASS":1,"constructor":2,"__proto__":1,"toString":1}'));
    expect(merged.summary.tests.total).toBe(5);
    expect(JSON.stringify(merged)).not.toContain('function');
  });
});
