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
    // access was tested, not skipped because a later hello left it out, and nothing of it passed: each access
    // requirement has tests that ran, its own or ones that stopped at a failure charged to another rule (the
    // restarted host answers every permit false too, so a wrong access verdict its own permit answer
    // explains is that permit rule's, and leaves the access requirement open).
    const access = json.requirements.filter((q) => q.area === 'access') as (ReturnType<typeof readReport>['requirements'][number] & { alsoExercisedBy?: unknown[] })[];
    expect(access.length).toBeGreaterThan(0);
    for (const q of access) {
      expect(q.status, q.id).not.toBe('NOT_APPLICABLE');
      expect(q.status, q.id).not.toBe('PASS');
      expect(q.tests.length + (q.alsoExercisedBy?.length ?? 0), q.id).toBeGreaterThan(0);
    }
  }, 240_000);
});
