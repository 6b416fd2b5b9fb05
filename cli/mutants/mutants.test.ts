// The kit bites: every named broken host in reference-impl/mutants is caught by the suites, by its own rules.
import { describe, expect, test } from 'vitest';
import { mutants } from '../../reference-impl/mutants/index.js';
import { runCapkit } from '../test-support/run-capkit.js';

interface Verdict {
  name: string;
  caught: boolean;
  caughtBy: string[];
  failing: string[];
}

describe('capkit mutants', () => {
  test('every mutant is caught, and by a requirement it breaks', async () => {
    const r = await runCapkit(['mutants', '--json', '--property-runs', '15', '--seed', '2'], { timeoutMs: 240_000 });
    expect(r.code, r.stderr).toBe(0);
    const verdicts = JSON.parse(r.stdout) as Verdict[];
    expect(verdicts.map((v) => v.name).sort()).toEqual(mutants.map((m) => m.name).sort());
    for (const v of verdicts) {
      expect(v.caught, `${v.name} survived`).toBe(true);
      expect(v.caughtBy.length, `${v.name}: none of its own rules failed`).toBeGreaterThan(0);
    }
  }, 300_000);

  test('an unknown mutant name is a usage error', async () => {
    const r = await runCapkit(['mutants', '--only', 'no-such-mutant']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no-such-mutant');
  });
});
