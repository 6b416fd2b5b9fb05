// `capkit bench catalog` as a person runs it (the built CLI: npm run build first). Tiny sizes and budgets:
// only the shape of what it prints and writes is checked, never a timing.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';
import { parseSizes } from './bench.js';

const tempJson = (): string => join(mkdtempSync(join(tmpdir(), 'capkit-bench-')), 'out', 'catalog.json');

describe('capkit bench catalog', () => {
  test('prints the table and the targets on stdout, progress on stderr, and --json writes the numbers', async () => {
    const json = tempJson();
    const r = await runCapkitHere(['bench', 'catalog', '--sizes', '100,200', '--time', '20ms', '--json', json]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\| tools \| owners \| catalog\/turn \| reference cold/);
    expect(r.stdout).toMatch(/^\| 100 \| 4 \|/m);
    expect(r.stdout).toMatch(/^\| 200 \| 8 \|/m);
    expect(r.stdout).toMatch(/targets \(issues #5 and #17; confirm them on an idle machine\) \(\d{4}-\d\d-\d\d, Node v[\d.]+, \d+ CPU\):/);
    expect(r.stdout.match(/^ {2}- {3}/gm)).toHaveLength(7); // sizes 10k and 100k not run: no PASS/FAIL
    expect(r.stderr).toContain('capkit bench catalog: per-turn catalog, reference (cold, warm) vs plain, 100 / 200 tools');
    expect(r.stderr).toMatch(/\[1\/8\] 100 tools: reference cold/);
    expect(r.stderr).toMatch(/\[8\/8\] 200 tools: commit \+ first turn/);
    const written = JSON.parse(readFileSync(json, 'utf8')) as { suite: string; mode: string; node: string; cpus: number; sizes: { tools: number; warm: { medianMs: number } }[]; targets: unknown[] };
    expect(written.suite).toBe('catalog');
    expect(written.mode).toBe('in-process');
    expect(written.sizes.map((s) => s.tools)).toEqual([100, 200]);
    expect(written.sizes[0]!.warm.medianMs).toBeGreaterThan(0);
    expect(written.targets).toHaveLength(7);
  });

  test('a bad --sizes, or a catalog option on another suite, is a usage error (exit 2)', async () => {
    const tooSmall = await runCapkitHere(['bench', 'catalog', '--sizes', '100,5']);
    expect(tooSmall.code).toBe(2);
    expect(tooSmall.stderr).toContain('--sizes: "5" is not a tool count of at least');
    const other = await runCapkitHere(['bench', 'permits', '--sizes', '100']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--sizes applies to `capkit bench catalog` only');
  });

  test('--host-cmd benchmarks a host through the protocol', async () => {
    const json = tempJson();
    const r = await runCapkitHere(['bench', 'catalog', '--host-cmd', 'node bin/capkit.js host', '--sizes', '100', '--samples', '1', '--json', json]);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^host capkit-reference /);
    expect(r.stdout).toMatch(/^\| 100 \| 4 \| 2000 \| \d+ \| [\d.]+ \| [\d.]+ \| -?[\d.]+ \| 1 \+ 1 \|$/m);
    // The reference declares the digest form: the K turns use it, and the output says so.
    expect(r.stdout).toContain('Form: digest.');
    expect(r.stdout).toMatch(/^ {2}- {3}per turn through the protocol, 10,000 tools, digest form: ≤ 0.3 ms: not measured/m);
    expect(r.stdout).toContain('includes JSON encoding');
    expect(r.stderr).toMatch(/100 tools: sample 1\/1/);
    const written = JSON.parse(readFileSync(json, 'utf8')) as { mode: string; sizes: { tools: number; turns: number; perTurnMs: number }[] };
    expect(written.mode).toBe('host');
    expect(written.sizes[0]!.turns).toBe(2000);
  });

  test('a host without area catalog is refused with a clear message', async () => {
    const r = await runCapkitHere(['bench', 'catalog', '--host-cmd', 'node bin/capkit.js host --areas permits', '--sizes', '100', '--samples', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does not declare area "catalog"');
  });
});

describe('--sizes', () => {
  test('takes counts and thousands', () => {
    expect(parseSizes('100,1k,10K, 100000,2.5k')).toEqual([100, 1000, 10000, 100000, 2500]);
  });
});
