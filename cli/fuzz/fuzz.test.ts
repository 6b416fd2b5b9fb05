// `capkit fuzz` end to end: agreement on the reference; campaigns that go on after a disagreement and
// report every bug of a multi-bug host as a class of its own, each with a shrunk example, a fixture and
// a replay that reproduces exactly that class; a host that fails to answer is never a disagreement.
// Budgets are run counts, never wall time, so a busy machine only makes these slower.
// Module hosts are named by their compiled files: the host child each campaign starts then loads plain
// JavaScript, not TypeScript through vite (that path is run end to end by cli/run/replay.test.ts).
import { describe, expect, test } from 'vitest';
import { readdirSync } from 'node:fs';
import { classesOf, expectReplayReproduces, fixtureOf, tempDir } from '../../selftest/support/fuzz-classes.js';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';

describe('capkit fuzz', () => {
  test('the reference agrees with itself, with its speed in cases/s', async () => {
    const r = await runCapkitHere(['fuzz', 'permits', '--runs', '100', '--seed', '4']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/agrees with the reference on 100 generated case\(s\) \(seed 4, [\d.]+ cases\/s\)/);
  });

  test('permits: a host with three independent bugs → three classes, each with its own fixture and an exact replay', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host', 'dist/selftest/fakes/multi-bug-permits.js', '--runs', '40', '--seed', '7', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    // AND for commas (PERMIT-005), an empty list denying (PERMIT-007), roles matched exactly (PERMIT-013).
    expect(classes.map((c) => c.requirement).sort()).toEqual(['PERMIT-005', 'PERMIT-007', 'PERMIT-013']);
    expect(r.stdout).toMatch(/disagrees with the reference: 3 class\(es\) in \d+ case\(s\)/);
    expect(readdirSync(out)).toHaveLength(3);
    for (const c of classes) {
      const fixture = fixtureOf(c.fixture);
      const step = fixture.cases[0]!.steps.find((s) => s.requirement !== undefined)!;
      expect(fixture.cases[0]!.requirements).toEqual([c.requirement]);
      expect(step.requirement).toBe(c.requirement);
      // The expectation is the reference's answer, which the buggy host did not give.
      expect(step.expect).toHaveProperty('allowed');
    }
    // The bugs' own shapes: the empty list, and a permit whose items are joined by a comma.
    expect(JSON.stringify(fixtureOf(classes.find((c) => c.requirement === 'PERMIT-007')!.fixture).cases[0]!.steps)).toContain('"permits":[]');
    expect(JSON.stringify(fixtureOf(classes.find((c) => c.requirement === 'PERMIT-005')!.fixture).cases[0]!.steps)).toMatch(/\(\w+,\w+\)/);
    for (const c of classes) await expectReplayReproduces(c, tempDir());
  });

  test('access: the same host, every bug its own class (scopes, hidden, each permit bug through permissions)', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'access', '--host', 'dist/selftest/fakes/multi-bug-permits.js', '--runs', '80', '--seed', '3', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    const keys = classes.map((c) => `${c.requirement} ${c.shape}`).sort();
    expect(keys).toEqual([
      'ACCESS-003 access scopes',
      'ACCESS-005 access permissions by PERMIT-005',
      'ACCESS-005 access permissions by PERMIT-007',
      'ACCESS-005 access permissions by PERMIT-013',
      'ACCESS-007 access listed',
    ]);
    expect(readdirSync(out)).toHaveLength(classes.length);
    for (const c of classes) expect(fixtureOf(c.fixture).cases[0]!.requirements).toEqual([c.requirement]);
    await expectReplayReproduces(classes.find((c) => c.requirement === 'ACCESS-003')!, tempDir());
  });

  test('a host that crashes: CRASH with the case, never a disagreement, no fixture, a replay of the same cases', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host-cmd', 'node selftest/fakes/crash-on-run.mjs', '--runs', '50', '--seed', '5', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^✘ fake 0\.0\.0: CRASH on case fuzz\/permits-0 \(generated case 1; /m);
    expect(r.stdout).toContain('exited with code 1 during the case');
    expect(r.stdout).toMatch(/^ {2}step 0: \{"op":/m);
    expect(r.stdout).not.toMatch(/disagree|agrees/);
    expect(readdirSync(out)).toEqual([]); // nothing to keep as a fixture: no rule was decided
    expect(r.stdout).toMatch(/replay: npx capkit fuzz permits --host-cmd "node selftest\/fakes\/crash-on-run\.mjs" --seed 5 --runs 1$/m);
  });

  test('a host that hangs: TIMEOUT with the case', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host-cmd', 'node selftest/fakes/hang-on-run.mjs', '--runs', '50', '--seed', '5', '--timeout-multiplier', '0.4', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^✘ fake 0\.0\.0: TIMEOUT on case fuzz\/permits-0 /m);
    expect(r.stdout).toContain('no answer within 2000 ms; host killed');
    expect(r.stdout).not.toMatch(/disagree|agrees/);
    expect(readdirSync(out)).toEqual([]);
  });

  test('bad options are clear usage errors', async () => {
    const r = await runCapkitHere(['fuzz', 'permits', '--time', 'soon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--time "soon"');
    const p = await runCapkitHere(['fuzz', 'permits', '--path', '0:1']);
    expect(p.code).toBe(2);
    expect(p.stderr).toContain('--seed');
  });
});
