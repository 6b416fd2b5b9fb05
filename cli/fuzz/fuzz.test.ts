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
import { readReport, tempReportPath } from '../../selftest/support/run-capkit.js';

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
    // AND for commas (PERMIT-005), an empty list denying (PERMIT-007), roles matched exactly (PERMIT-026).
    expect(classes.map((c) => c.requirement).sort()).toEqual(['PERMIT-005', 'PERMIT-007', 'PERMIT-026']);
    expect(r.stdout).toMatch(/disagrees with the reference: 3 class\(es\) in \d+ case\(s\)/);
    // One fixture per class, and one per further example of another shape.
    expect(readdirSync(out).filter((f) => !f.includes('-example-'))).toHaveLength(3);
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
      'ACCESS-005 access permissions by PERMIT-026',
      'ACCESS-007 access listed',
    ]);
    expect(readdirSync(out).filter((f) => !f.includes('-example-'))).toHaveLength(classes.length);
    for (const c of classes) expect(fixtureOf(c.fixture).cases[0]!.requirements).toEqual([c.requirement]);
    await expectReplayReproduces(classes.find((c) => c.requirement === 'ACCESS-003')!, tempDir());
  });

  test('a class keeps examples of different shapes: two causes of one class (no $channel, an odd conversation type) are both shown', async () => {
    const r = await runCapkitHere(['fuzz', 'permits', '--host', 'dist/selftest/fakes/conversation-type-errors.js', '--runs', '30', '--seed', '1', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    // A step error where a verdict is due is the rule that evaluation never fails, as in `capkit run`.
    expect(classesOf(r.stdout).map((c) => `${c.requirement} ${c.shape}`)).toEqual(['PERMIT-018 permit step error']);
    const shapes = [...r.stdout.matchAll(/^ {4}(?:shape:|example \d+, another shape:) (.+?)(?: {2}count|$)/gm)].map((m) => m[1]!);
    expect(shapes.some((s) => s.startsWith('no $channel'))).toBe(true);
    expect(shapes.some((s) => s.startsWith('$channel of another type'))).toBe(true);
    expect(r.stdout).toMatch(/^ {6}replay: npx capkit fuzz permits .* --path "[^"]+"$/m);
  });

  test('access: a scopes vocabulary bug is ACCESS-004 (the host reads a plain scopes list right), never ACCESS-003', async () => {
    const r = await runCapkitHere(['fuzz', 'access', '--host', 'dist/selftest/broken-hosts/odd-scopes-dropped.js', '--runs', '60', '--seed', '3', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement)).toContain('ACCESS-004');
    expect(classes.map((c) => c.requirement)).not.toContain('ACCESS-003');
  });

  test('access: a wrong listed beside the right callable is ACCESS-009 for a tool not hidden (ACCESS-007 is the hidden rule)', async () => {
    const r = await runCapkitHere(['fuzz', 'access', '--host', 'dist/selftest/fakes/lists-uncallable.js', '--runs', '40', '--seed', '3', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(classesOf(r.stdout).map((c) => `${c.requirement} ${c.shape}`)).toEqual(['ACCESS-009 access listed']);
  });

  test('access: a tool that breaks the schema answered with a result is the SHOULD PROTOCOL-004, as in capkit run; never PROTOCOL-005', async () => {
    const r = await runCapkitHere(['fuzz', 'access', '--host', 'dist/selftest/fakes/access-schema-lenient.js', '--runs', '60', '--seed', '3', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(new Set(classes.map((c) => c.requirement))).toEqual(new Set(['PROTOCOL-004']));
    // No fixture: a fixture holds schema-valid steps only (the run's PROTOCOL tests send the others).
    expect(classes[0]!.fixture).toMatch(/^none \(a step breaks the access schema/);
    // `capkit run` charges the same host the same way.
    const report = tempReportPath();
    const run = await runCapkitHere(['run', '--host', 'dist/selftest/fakes/access-schema-lenient.js', '--areas', 'access', '--seed', '1', '--property-runs', '5', '--report', `json:${report}`]);
    const failing = readReport(report).requirements.filter((q) => q.status !== 'PASS' && q.status !== 'NOT_APPLICABLE' && q.status !== 'NOT_RUN').map((q) => q.id);
    expect(failing, run.stdout).toContain('PROTOCOL-004');
    expect(failing, run.stdout).not.toContain('PROTOCOL-005');
  });

  test('a misshapen answer ({} for a verdict) is PROTOCOL-002, as the run charges it, never a contract rule', async () => {
    const r = await runCapkitHere(['fuzz', 'permits', '--host-cmd', 'node selftest/fakes/echo-ok.mjs', '--runs', '10', '--seed', '3', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(classesOf(r.stdout).map((c) => `${c.requirement} ${c.shape}`).sort()).toEqual(['PROTOCOL-002 lint misshapen answer', 'PROTOCOL-002 permit misshapen answer']);
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
