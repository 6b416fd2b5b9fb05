// PROTOCOL-001 end to end: a host that claims fewer areas in later hellos (every start of it says hello)
// gets protocol errors for it, never tests skipped in silence and a smaller run that passes.
import { describe, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readReport, runCapkit, tempReportPath } from '../../selftest/support/run-capkit.js';

describe('a host whose later hellos drop an area', () => {
  test('the run keeps testing the areas of the first hello and reports the drift as a protocol error', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'capkit-drift-')), 'marker');
    const report = tempReportPath();
    const r = await runCapkit(['run', '--host-cmd', `node selftest/fakes/drop-areas-after-restart.mjs ${marker}`, '--areas', 'permits,access', '--property-runs', '3', '--seed', '1', '--quiet', '--report', `json:${report}`]);
    expect(r.code, r.stderr).not.toBe(0);
    const json = readReport(report) as ReturnType<typeof readReport> & { summary: { tests: { byStatus: Record<string, number> } } };
    expect(json.host.areas).toEqual(['permits', 'access']);
    expect(json.summary.tests.byStatus.SKIPPED ?? 0).toBe(0);
    const messages = json.requirements.flatMap((q) => q.tests).map((t) => t.message ?? '');
    expect(messages.some((m) => m.includes('areas ["permits"] instead of ["permits","access"]') && m.includes('PROTOCOL-001'))).toBe(true);
    // access was tested (and failed), not skipped because a later hello left it out
    expect(json.requirements.filter((q) => q.area === 'access').every((q) => q.status !== 'NOT_APPLICABLE' && q.tests.length > 0)).toBe(true);
  }, 240_000);
});
