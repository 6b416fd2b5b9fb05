// `capkit fuzz registry|turns|catalog` end to end: random operation sequences compared with the reference
// step by step; a disagreement is shrunk, written as a fixture and replayed. Budgets are run counts.
// Module hosts are named by their compiled files: the host child each campaign starts then loads plain
// JavaScript, not TypeScript through vite (that path is run end to end by cli/run/replay.test.ts).
import { describe, expect, test } from 'vitest';
import { classesOf, expectReplayReproduces, fixtureOf, tempDir } from '../../selftest/support/fuzz-classes.js';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';

describe('capkit fuzz over operation sequences', () => {
  test('catalog: a planted eviction bug and a planted isolation bug, both found in one campaign', async () => {
    const out = tempDir();
    // Seed 1: with seed 3 one shrunk case is explained as well by a sub-agent persisting its loads
    // (CATALOG-018) as by the shared working set; the one-rule replay cannot tell those two apart there.
    const r = await runCapkitHere(['fuzz', 'catalog', '--host', 'dist/selftest/fakes/catalog-two-bugs.js', '--runs', '30', '--seed', '1', '--out', out]);
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

  test('catalog: discover is sent, so a host answering discoverTopK + 1 entries is CATALOG-007', async () => {
    const r = await runCapkitHere(['fuzz', 'catalog', '--host', 'dist/selftest/fakes/discover-top-k-plus-one.js', '--runs', '30', '--seed', '3', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement)).toEqual(['CATALOG-007']);
    expect(fixtureOf(classes[0]!.fixture).cases[0]!.steps.at(-1)!.op).toBe('discover');
  });

  test('catalog: surface is sent, so a host leaving the agents off the initial surface is CATALOG-029', async () => {
    const r = await runCapkitHere(['fuzz', 'catalog', '--host', 'dist/selftest/broken-hosts/surface-without-agents.js', '--runs', '30', '--seed', '1', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(classesOf(r.stdout).map((c) => c.requirement)).toEqual(['CATALOG-029']);
  });

  test('registry: a broken host is found through random operation sequences, shrunk to a few steps', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'registry', '--host', 'dist/selftest/broken-hosts/released-pins-callable.js', '--runs', '30', '--seed', '2', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement)).toEqual(['REGISTRY-018']);
    const steps = fixtureOf(classes[0]!.fixture).cases[0]!.steps;
    expect(steps.map((s) => s.op)).toEqual(expect.arrayContaining(['pin', 'release', 'call']));
    expect(steps.length).toBeLessThanOrEqual(6);
  });

  test('turns: a host that runs unattended what needs a question → one class, TURN-010, after the second look', async () => {
    const out = tempDir();
    const r = await runCapkitHere(['fuzz', 'turns', '--host', 'dist/selftest/broken-hosts/unattended-allowed.js', '--runs', '20', '--seed', '2', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => `${c.requirement} ${c.shape}`)).toEqual(['TURN-010 call']);
    const steps = fixtureOf(classes[0]!.fixture).cases[0]!.steps;
    expect(steps.map((s) => s.op)).toEqual(expect.arrayContaining(['load', 'startTurn', 'call']));
  });

  test('turns: abort is sent, so a host that ignores it (calls after it still run) is TURN-015', async () => {
    const r = await runCapkitHere(['fuzz', 'turns', '--host', 'dist/selftest/fakes/abort-ignored.js', '--runs', '30', '--seed', '2', '--out', tempDir()]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const classes = classesOf(r.stdout);
    expect(classes.map((c) => c.requirement)).toEqual(['TURN-015']);
    expect(fixtureOf(classes[0]!.fixture).cases[0]!.steps.map((s) => s.op)).toContain('abort');
  });

  test('registry, turns and catalog: the reference agrees with itself; shards take their own seeds', async () => {
    for (const area of ['registry', 'turns', 'catalog']) {
      const r = await runCapkitHere(['fuzz', area, '--runs', '20', '--seed', '9', '--shard', '2/2']);
      expect(r.code, `${area}: ${r.stdout}${r.stderr}`).toBe(0);
      expect(r.stdout).toContain('shard 2/2: seed 10');
      expect(r.stdout).toMatch(/agrees with the reference on \d+ generated case\(s\) \(seed 10,/);
    }
  });

});
