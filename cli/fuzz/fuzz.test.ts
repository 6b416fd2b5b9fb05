// `capkit fuzz` end to end: agreement on the reference; campaigns that go on after a disagreement and
// report every bug of a multi-bug host as a class of its own, each with a shrunk example, a fixture and
// a replay that reproduces exactly that class; a host that fails to answer is never a disagreement.
// Budgets are run counts, never wall time, so a busy machine only makes these slower.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateFixtureFile } from '../../host/validate.js';
import { type CapkitResult } from '../test-support/run-capkit.js';
import { runCapkitHere } from '../test-support/run-capkit-here.js';

interface ClassLine {
  requirement: string;
  shape: string;
  count: number;
  fixture: string;
  replay: string[];
}

/** The class table as printed: one entry per class, in order. */
function classesOf(stdout: string): ClassLine[] {
  const blocks = stdout.split(/^ {2}class \d+ {2}/m).slice(1);
  return blocks.map((block) => {
    const head = /^(\S+) {2}(.+?) {2}count (\d+) /.exec(block)!;
    const fixture = /^ {4}fixture: (.+)$/m.exec(block)![1]!;
    const replay = /^ {4}replay: npx capkit (fuzz .+)$/m.exec(block)![1]!;
    const path = /--path "([^"]+)"/.exec(replay)![1]!;
    const args = replay.replace(/ --path "[^"]+"/, '').split(' ').map((a) => a.replace(/^"|"$/g, ''));
    return { requirement: head[1]!, shape: head[2]!, count: Number(head[3]), fixture, replay: [...args, '--path', path] };
  });
}

function fixtureOf(file: string) {
  return validateFixtureFile(JSON.parse(readFileSync(file, 'utf8')), file);
}

async function expectReplayReproduces(c: ClassLine, out: string): Promise<CapkitResult> {
  const again = await runCapkitHere([...c.replay, '--out', out]);
  expect(again.code, again.stdout + again.stderr).toBe(1);
  const replayed = classesOf(again.stdout);
  expect(replayed.map((r) => `${r.requirement} ${r.shape}`)).toContain(`${c.requirement} ${c.shape}`);
  return again;
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'capkit-fuzz-'));

describe('capkit fuzz', () => {
  test('the reference agrees with itself, with its speed in cases/s', async () => {
    const r = await runCapkitHere(['fuzz', 'permits', '--runs', '100', '--seed', '4']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/agrees with the reference on 100 generated case\(s\) \(seed 4, [\d.]+ cases\/s\)/);
  });

  test('permits: a host with three independent bugs → three classes, each with its own fixture and an exact replay', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host', 'host/fakes/multi-bug-permits.ts', '--runs', '40', '--seed', '7', '--out', out]);
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
    const r = await runCapkitHere(['fuzz', 'access', '--host', 'host/fakes/multi-bug-permits.ts', '--runs', '80', '--seed', '3', '--out', out]);
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

  test('catalog: a planted eviction bug and a planted isolation bug, both found in one campaign', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'catalog', '--host', 'host/fakes/catalog-two-bugs.ts', '--runs', '30', '--seed', '3', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement).sort()).toEqual(['CATALOG-014', 'CATALOG-017']);
    for (const c of classes) {
      const fixture = fixtureOf(c.fixture);
      const steps = fixture.cases[0]!.steps;
      // A stateful case keeps every step up to the disagreement (the state it needs), the last one charged.
      expect(steps.at(-1)!.requirement).toBe(c.requirement);
      expect(steps[0]!.op).toBe('load');
    }
    await expectReplayReproduces(classes.find((c) => c.requirement === 'CATALOG-014')!, tempDir());
  });

  test('registry: a broken host is found through random operation sequences, shrunk to a few steps', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'registry', '--host', 'reference-impl/mutants/released-pins-callable.ts', '--runs', '30', '--seed', '2', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement)).toEqual(['REGISTRY-018']);
    const steps = fixtureOf(classes[0]!.fixture).cases[0]!.steps;
    expect(steps.map((s) => s.op)).toEqual(expect.arrayContaining(['pin', 'release', 'call']));
    expect(steps.length).toBeLessThanOrEqual(6);
  });

  test('turns: a host that runs unattended what needs a question → one class, TURN-010, after the second look', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'turns', '--host', 'reference-impl/mutants/unattended-allowed.ts', '--runs', '20', '--seed', '2', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => `${c.requirement} ${c.shape}`)).toEqual(['TURN-010 call']);
    const steps = fixtureOf(classes[0]!.fixture).cases[0]!.steps;
    expect(steps.map((s) => s.op)).toEqual(expect.arrayContaining(['load', 'startTurn', 'call']));
  });

  test('registry, turns and catalog: the reference agrees with itself; shards take their own seeds', async () => {
    for (const area of ['registry', 'turns', 'catalog']) {
      const r = await runCapkitHere(['fuzz', area, '--runs', '20', '--seed', '9', '--shard', '2/2']);
      expect(r.code, `${area}: ${r.stdout}${r.stderr}`).toBe(0);
      expect(r.stdout).toContain('shard 2/2: seed 10');
      expect(r.stdout).toMatch(/agrees with the reference on \d+ generated case\(s\) \(seed 10,/);
    }
  });

  test('a host that crashes: CRASH with the case, never a disagreement, no fixture, a replay of the same cases', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host-cmd', 'node host/fakes/crash-on-run.mjs', '--runs', '50', '--seed', '5', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^✘ fake 0\.0\.0: CRASH on case fuzz\/permits-0 \(generated case 1; /m);
    expect(r.stdout).toContain('exited with code 1 during the case');
    expect(r.stdout).toMatch(/^ {2}step 0: \{"op":/m);
    expect(r.stdout).not.toMatch(/disagree|agrees/);
    expect(readdirSync(out)).toEqual([]); // nothing to keep as a fixture: no rule was decided
    expect(r.stdout).toMatch(/replay: npx capkit fuzz permits --host-cmd "node host\/fakes\/crash-on-run\.mjs" --seed 5 --runs 1$/m);
  });

  test('a host that hangs: TIMEOUT with the case', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'permits', '--host-cmd', 'node host/fakes/hang-on-run.mjs', '--runs', '50', '--seed', '5', '--timeout-multiplier', '0.4', '--out', out]);
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
