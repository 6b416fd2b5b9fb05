// The same verdict on every run: without --seed a run uses the kit's fixed seed, so two default runs of
// one host print the same table, the same failures and the same counterexamples; `--seed random` explores.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { DEFAULT_SEED, seedArgument } from '../options/default-seed.js';
import { capkitRunInProcess as capkitRun } from '../../selftest/support/run-in-process.js';

/** The console without the one line that measures time. */
const verdictText = (out: string): string => out.replace(/ · \d+ tests? in [\d.]+ s/, '');

describe('the default seed', () => {
  test('is fixed per kit version, below 2^31', () => {
    expect(Number.isInteger(DEFAULT_SEED)).toBe(true);
    expect(DEFAULT_SEED).toBeGreaterThanOrEqual(0);
    expect(DEFAULT_SEED).toBeLessThan(2 ** 31);
  });

  test('`--seed random` is a fresh integer; digits are a number; other words are not a seed', () => {
    const a = seedArgument('random');
    expect(Number.isInteger(a)).toBe(true);
    expect(seedArgument('42')).toBe(42);
    expect(seedArgument('-3')).toBe(-3);
    expect(Number.isNaN(seedArgument('abc'))).toBe(true);
  });

  test('two default runs of one broken host give byte-identical verdicts, counterexamples included', async () => {
    const host = join(kitRoot, 'selftest/broken-hosts/or-as-and.ts');
    const args = ['--host', host, '--no-isolate', '--areas', 'permits', '--property-runs', '20', '--timeout-multiplier', '4'];
    const first = await capkitRun(args);
    const second = await capkitRun(args);
    expect(first.code).toBe(1);
    expect(first.report.run.seed).toBe(DEFAULT_SEED);
    expect(first.out).toContain(`seed  ${DEFAULT_SEED} (this kit's fixed default`);
    // A property's counterexample depends on the seed: the same text twice means the same cases were sent.
    expect(first.report.requirements.some((r) => r.tests.some((t) => t.message?.includes('Counterexample')))).toBe(true);
    expect(verdictText(second.out)).toBe(verdictText(first.out));
    // Tests finish in any order: compare each requirement's tests as a set.
    const statuses = (r: typeof first.report) => r.requirements.map((q) => [q.id, q.status, q.tests.map((t) => `${t.name}\n${t.message ?? ''}`).sort()]);
    expect(statuses(second.report)).toEqual(statuses(first.report));
  }, 300_000);
});
