// `capkit run` end to end against good hosts: the reference in-process, over stdio, and a partial host.
import { describe, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { suiteWorkers } from './vitest-options.js';
import { readmeSample, shapeOf } from '../../selftest/support/readme-sample.js';
import { loadRequirements } from '../../spec/requirements.js';
import { readReport, runCapkit, tempReportPath } from '../../selftest/support/run-capkit.js';

const spineIds = loadRequirements()
  .filter((r) => r.area === 'permits' || r.area === 'access')
  .map((r) => r.id)
  .sort();

// Side by side: each test waits on its own child run.
describe.concurrent('capkit run against correct hosts', () => {
  test('the default (reference, in-process) passes every requirement of every area it declares, exits 0, and prints the README sample', async ({ expect }) => {
    const report = tempReportPath();
    const junit = report.replace(/report\.json$/, 'junit.xml');
    // Property runs change how long the run takes, not which tests run or what the summary shows; the
    // suites at full strength run against the reference in the kit's own test run (project "suites").
    const r = await runCapkit(['run', '--property-runs', '1', '--report', `json:${report}`, '--reporter', `junit:${junit}`]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites[^>]* failures="0"/);
    expect(xml).toContain('[PERMIT-005');
    const json = readReport(report);
    const listed = json.requirements.filter((q) => q.area === 'permits' || q.area === 'access');
    expect(listed.map((q) => q.id).sort()).toEqual(spineIds);
    // Contract requirements all pass; a protocol one passes, or no suite of these areas tests it yet.
    expect(json.requirements.filter((q) => q.area !== 'protocol' && q.status !== 'PASS')).toEqual([]);
    expect(json.requirements.filter((q) => q.area === 'protocol' && q.status !== 'PASS' && !/^no test of the areas run/.test(q.reason ?? ''))).toEqual([]);
    expect(json.requirements.some((q) => q.area === 'registry')).toBe(true);
    expect(listed.every((q) => q.tests.length > 0)).toBe(true);
    expect(json.summary.ok).toBe(true);
    expect(r.stdout).toContain('every applicable MUST requirement passes');
    // The README's "What a run looks like" is this output: header, areas, test count, rows and verdict.
    // (vitest's junit reporter adds its own line, which the README's plain run does not have.)
    const printed = r.stdout.split('\n').filter((l) => !l.startsWith('JUNIT report written to ')).join('\n');
    expect(shapeOf(readmeSample().trim()).join('\n')).toBe(shapeOf(printed.trim()).join('\n'));
  });

  test('the reference served over stdio (capkit host) passes permits, access, registry and turns with protocol validation on, started once per worker', async ({ expect }) => {
    const report = tempReportPath();
    const starts = join(dirname(report), 'starts');
    const r = await runCapkit(['run', '--host-cmd', `echo start >> '${starts}'; exec node bin/capkit.js host`, '--areas', 'permits,access,registry,turns', '--validate-protocol', '--property-runs', '3', '--seed', '11', '--report', `json:${report}`]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const json = readReport(report);
    // The areas asked for, and area protocol, which is in scope whenever an area runs.
    const ids = loadRequirements().filter((q) => ['permits', 'access', 'registry', 'turns', 'protocol'].includes(q.area)).map((q) => q.id).sort();
    expect(json.requirements.map((q) => q.id).sort()).toEqual(ids);
    expect(ids.some((id) => id.startsWith('REGISTRY-'))).toBe(true);
    expect(json.requirements.filter((q) => q.area !== 'protocol').every((q) => q.status === 'PASS')).toBe(true);
    // About twenty files, each connecting: one start for the run's first hello, one per worker after it.
    expect(readFileSync(starts, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(1 + suiteWorkers());
  });

  test('a host that declares only permits: access is NOT_APPLICABLE, shown, never counted as passed', async ({ expect }) => {
    const report = tempReportPath();
    const r = await runCapkit(['run', '--host-cmd', 'node bin/capkit.js host --areas permits', '--seed', '3', '--property-runs', '5', '--report', `json:${report}`]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const json = readReport(report);
    const access = json.requirements.filter((q) => q.area === 'access');
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((q) => q.status === 'NOT_APPLICABLE')).toBe(true);
    expect(json.requirements.filter((q) => q.area === 'permits').every((q) => q.status === 'PASS')).toBe(true);
    expect(r.stdout).toMatch(/access\s+not applicable/);
  });

  test('--require-areas turns an undeclared area into a failure', async ({ expect }) => {
    const r = await runCapkit(['run', '--host-cmd', 'node bin/capkit.js host --areas permits', '--require-areas', '--grep', 'PERMIT-005']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ACCESS-001');
  });

  test('usage mistakes are one clear line and exit 2', async ({ expect }) => {
    const r = await runCapkit(['run', '--areas', 'permits,nonsense']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown area(s) nonsense');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
