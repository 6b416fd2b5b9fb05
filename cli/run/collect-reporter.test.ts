// One record per test, whatever order vitest reports in: a result that arrives after its module ended
// (seen under load) replaces the "not selected" record the module's end wrote for it.
import { describe, expect, test } from 'vitest';
import type { TestCase, TestModule } from 'vitest/node';
import { CollectReporter } from './collect-reporter.js';

const module = { moduleId: '/kit/suites/access/fixtures.test.ts' };
function fakeCase(id: string, state: 'passed' | 'pending'): TestCase {
  return {
    id,
    name: `[ACCESS-001] case ${id}`,
    fullName: `fixtures/access/x.json > [ACCESS-001] case ${id}`,
    module,
    options: { mode: 'run' },
    result: () => ({ state, errors: [] }),
    diagnostic: () => ({ duration: 1 }),
  } as unknown as TestCase;
}
const fakeModule = (cases: TestCase[]): TestModule => ({ ...module, children: { allTests: () => cases }, errors: () => [] }) as unknown as TestModule;

describe('CollectReporter', () => {
  test('a result after the module’s end replaces its "not selected" record', () => {
    const reporter = new CollectReporter('/kit');
    const a = fakeCase('a', 'passed');
    const late = fakeCase('b', 'passed');
    reporter.onTestCaseResult(a);
    reporter.onTestModuleEnd(fakeModule([a, fakeCase('b', 'pending')]));
    expect(reporter.records.map((r) => [r.name.slice(-6), r.status, r.selected])).toEqual([['case a', 'PASS', undefined], ['case b', 'SKIPPED', false]]);
    reporter.onTestCaseResult(late);
    expect(reporter.records.map((r) => [r.name.slice(-6), r.status, r.selected])).toEqual([['case a', 'PASS', undefined], ['case b', 'PASS', undefined]]);
  });

  test('a result known at the module’s end counts at once', () => {
    const reporter = new CollectReporter('/kit');
    reporter.onTestModuleEnd(fakeModule([fakeCase('d', 'passed')]));
    expect(reporter.records.map((r) => [r.status, r.selected])).toEqual([['PASS', undefined]]);
  });

  test('a test that never reports a result stays not selected', () => {
    const reporter = new CollectReporter('/kit');
    reporter.onTestModuleEnd(fakeModule([fakeCase('c', 'pending')]));
    reporter.onTestCaseResult(fakeCase('c', 'pending'));
    expect(reporter.records.map((r) => [r.status, r.selected])).toEqual([['SKIPPED', false]]);
  });
});
