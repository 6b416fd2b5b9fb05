// `capkit list`: a dry run from vitest's collection; no host is contacted.
import { describe, expect, test } from 'vitest';
import { loadRequirements } from '../../spec/requirements.js';
import { runCapkit } from '../../selftest/support/run-capkit.js';

interface Plan {
  areas: string[];
  requirements: { id: string; level: string; area: string; title: string; tests: { file: string; name: string }[] }[];
  totals: { requirements: number; tests: number; uncovered: string[] };
  errors: unknown[];
}

describe('capkit list', () => {
  test('--json --level MUST: every MUST of the area with the tests naming it', async () => {
    const r = await runCapkit(['list', '--areas', 'access', '--level', 'MUST', '--json']);
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.stdout) as Plan;
    // Expected from the registry (spec/access.md), not from the lister.
    const musts = loadRequirements().filter((q) => q.area === 'access' && q.level === 'MUST').map((q) => q.id);
    expect(plan.requirements.map((q) => q.id)).toEqual(musts);
    expect(plan.errors).toEqual([]);
    for (const q of plan.requirements) {
      expect(q.tests.length, `${q.id} has no test`).toBeGreaterThan(0);
      for (const t of q.tests) {
        expect(t.file).toMatch(/^suites\/access\//);
        expect(t.name).toMatch(new RegExp(`\\[([A-Z]+-\\d{3},)*${q.id}(,[A-Z]+-\\d{3})*\\] `));
      }
    }
    // The hidden/listed fixture case of the access fixtures is one of the tests that would run.
    expect(plan.requirements.flatMap((q) => q.tests.map((t) => t.name)).some((n) => n.includes('access/hidden-is-never-listed'))).toBe(true);
    expect(plan.totals.uncovered).toEqual([]);
  });

  test('human output: requirement lines, test lines and totals; unknown areas are a usage error', async () => {
    const r = await runCapkit(['list', '--areas', 'permits']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PERMIT-001 MUST +\S/m);
    expect(r.stdout).toMatch(/^ {4}· .*\[PERMIT-001[,\]]/m);
    expect(r.stdout).toMatch(/\d+ requirement\(s\), \d+ test\(s\) would run \(areas permits\); no host was contacted/);
    const bad = await runCapkit(['list', '--areas', 'permits,nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown area(s) nope');
  });
});
