// `capkit run` against hosts that crash, hang, print garbage, skip, lie or speak another protocol:
// each gets a clear status, a non-zero exit, and the kit never hangs and never passes them.
import { describe, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readReport, runCapkit, tempReportPath, type ReportShape } from '../../selftest/support/run-capkit.js';

async function runAgainst(command: string, extra: string[] = []): Promise<{ code: number | null; out: string; report: ReportShape }> {
  const report = tempReportPath();
  const r = await runCapkit(['run', '--host-cmd', command, '--areas', 'permits', '--seed', '5', '--property-runs', '5', '--report', `json:${report}`, ...extra]);
  return { code: r.code, out: r.stdout + r.stderr, report: readReport(report) };
}

function statuses(report: ReportShape): Set<string> {
  return new Set(report.requirements.map((q) => q.status));
}

/** Statuses of the individual tests: after the restart budget is spent, later cases are CRASH. */
function testStatuses(report: ReportShape): Set<string> {
  return new Set(report.requirements.flatMap((q) => q.tests.map((t) => t.status)));
}

// Side by side: each test waits on its own child run (and the hang test on time-outs).
describe.concurrent('capkit run against broken hosts', () => {
  test('a host that crashes on every case: CRASH, exit 1, nothing passes', async ({ expect }) => {
    const { code, report } = await runAgainst('node selftest/fakes/crash-on-run.mjs');
    expect(code).toBe(1);
    expect(statuses(report).has('PASS')).toBe(false);
    expect(statuses(report).has('CRASH')).toBe(true);
  });

  test('a host that hangs: TIMEOUT, exit 1, the kit returns', async ({ expect }) => {
    const { code, report } = await runAgainst('node selftest/fakes/hang-on-run.mjs', ['--timeout-multiplier', '0.2']);
    expect(code).toBe(1);
    expect(statuses(report).has('PASS')).toBe(false);
    expect(testStatuses(report).has('TIMEOUT')).toBe(true);
  });

  test('a host that prints garbage: ERROR, exit 1', async ({ expect }) => {
    const { code, report } = await runAgainst('node selftest/fakes/garbage.mjs');
    expect(code).toBe(1);
    expect(statuses(report).has('PASS')).toBe(false);
    expect(testStatuses(report).has('ERROR')).toBe(true);
  });

  test('a host that skips every case of an area it claims: ERROR naming the skip, exit 1', async ({ expect }) => {
    const { code, report } = await runAgainst('node selftest/fakes/skip-all.mjs');
    expect(code).toBe(1);
    // Skipping an area the hello claims breaks the hello's rule: that one requirement is red, and no
    // contract requirement was decided (one bug, one red requirement).
    const hello = report.requirements.find((q) => q.id === 'PROTOCOL-001')!;
    expect(hello.status).toBe('ERROR');
    expect(hello.reason).toMatch(/skipped/);
    expect(new Set(report.requirements.filter((q) => q.area === 'permits').map((q) => q.status))).toEqual(new Set(['NOT_RUN']));
  });

  test('a well-formed liar: FAIL (caught by the suites, not by the protocol layer)', async ({ expect }) => {
    const { code, report } = await runAgainst('node selftest/fakes/lies.mjs', ['--validate-protocol']);
    expect(code).toBe(1);
    expect(statuses(report).has('FAIL')).toBe(true);
  });

  test('a host that crashes once: that case is CRASH, the restarted host passes the rest', async ({ expect }) => {
    const marker = join(mkdtempSync(join(tmpdir(), 'capkit-crash-once-')), 'marker');
    const { code, report } = await runAgainst(`node selftest/fakes/crash-once.mjs ${marker}`);
    expect(code).toBe(1);
    const crashedTests = report.requirements.flatMap((q) => q.tests).filter((t) => t.status === 'CRASH');
    expect(crashedTests.length).toBeGreaterThan(0);
    expect(crashedTests[0]!.message).toMatch(/exit|died|crash/i);
    // After the restart the host answers again: most tests ran to a verdict rather than CRASH.
    const verdicts = report.requirements.flatMap((q) => q.tests).filter((t) => t.status === 'PASS' || t.status === 'FAIL');
    expect(verdicts.length).toBeGreaterThan(crashedTests.length);
  });

  test('a host announcing protocol 2 is refused with a message naming both versions', async ({ expect }) => {
    const r = await runCapkit(['run', '--host-cmd', 'node selftest/fakes/protocol-2.mjs']);
    expect(r.code).toBe(4); // the host did not start
    expect(r.stderr).toMatch(/protocol/);
    expect(r.stderr).toMatch(/2/);
  });

  test('a host that dies at start: "did not start", with its stderr', async ({ expect }) => {
    const r = await runCapkit(['run', '--host-cmd', 'node selftest/fakes/crash-on-start.mjs']);
    expect(r.code).toBe(4); // the host did not start
    expect(r.stderr).toContain('the host did not start');
    expect(r.stderr).toContain('configuration file missing');
  });
});
