// `capkit fuzz` end to end: agreement on the reference, a shrunk disagreement on a broken host, exact replay.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateFixtureFile } from '../../host/validate.js';
import { runCapkit } from '../test-support/run-capkit.js';

describe('capkit fuzz', () => {
  test('the reference agrees with itself', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--runs', '300', '--seed', '4']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('agrees with the reference on 300 generated case(s)');
  });

  test('a broken host: shrunk counterexample, a fixture ready to keep, and a replay that reproduces it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'capkit-fuzz-'));
    const args = ['fuzz', 'permits', '--host', 'reference-impl/mutants/or-as-and.ts', '--runs', '500', '--seed', '12', '--out', out];
    const r = await runCapkit(args);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain('disagrees with the reference');
    const replay = /replay: npx capkit (fuzz .*)$/m.exec(r.stdout);
    expect(replay, r.stdout).not.toBeNull();
    expect(replay![1]).toContain('--seed 12 --path');
    const files = readdirSync(out);
    expect(files).toHaveLength(1);
    const fixture = validateFixtureFile(JSON.parse(readFileSync(join(out, files[0]!), 'utf8')), files[0]!);
    expect(fixture.cases[0]!.steps.length).toBeGreaterThan(0);
    // The shrunk step involves a comma (or-as-and only differs where a permit has two items).
    expect(JSON.stringify(fixture.cases[0]!.steps)).toContain(',');

    const path = /--path "([^"]+)"/.exec(replay![1]!)![1]!;
    const again = await runCapkit(['fuzz', 'permits', '--host', 'reference-impl/mutants/or-as-and.ts', '--seed', '12', '--path', path, '--out', out]);
    expect(again.code).toBe(1);
    const step = (text: string) => /step \d+: (.*)$/m.exec(text)?.[1];
    expect(step(again.stdout)).toBe(step(r.stdout));
  });

  test('a host that crashes: CRASH with the case, never a disagreement, no fixture, a replay of the same cases', async () => {
    const out = mkdtempSync(join(tmpdir(), 'capkit-fuzz-'));
    const r = await runCapkit(['fuzz', 'permits', '--host-cmd', 'node host/fakes/crash-on-run.mjs', '--runs', '50', '--seed', '5', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^✘ fake 0\.0\.0: CRASH on case fuzz\/permits-0 \(generated case 1; /m);
    expect(r.stdout).toContain('exited with code 1 during the case');
    expect(r.stdout).toMatch(/^ {2}step 0: \{"op":/m);
    expect(r.stdout).not.toMatch(/disagree|agrees/);
    expect(readdirSync(out)).toEqual([]); // nothing to keep as a fixture: no rule was decided
    expect(r.stdout).toMatch(/replay: npx capkit fuzz permits --host-cmd "node host\/fakes\/crash-on-run\.mjs" --seed 5 --runs 1$/m);
  });

  test('a host that hangs: TIMEOUT with the case', async () => {
    const out = mkdtempSync(join(tmpdir(), 'capkit-fuzz-'));
    const r = await runCapkit(['fuzz', 'permits', '--host-cmd', 'node host/fakes/hang-on-run.mjs', '--runs', '50', '--seed', '5', '--timeout-multiplier', '0.4', '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^✘ fake 0\.0\.0: TIMEOUT on case fuzz\/permits-0 /m);
    expect(r.stdout).toContain('no answer within 2000 ms; host killed');
    expect(r.stdout).not.toMatch(/disagree|agrees/);
    expect(readdirSync(out)).toEqual([]);
  });

  test('bad options are clear usage errors', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--time', 'soon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--time "soon"');
    const p = await runCapkit(['fuzz', 'permits', '--path', '0:1']);
    expect(p.code).toBe(2);
    expect(p.stderr).toContain('--seed');
  });
});
