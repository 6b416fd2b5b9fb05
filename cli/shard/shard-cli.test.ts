// Scale-out end to end: two shards of `capkit run`, merged, give the unsharded run's verdicts and test
// counts, each test running in exactly one shard; `capkit fuzz --shard` takes its own seed and share.
import { beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCapkit, tempReportPath, testTimeLimitOfArgs } from '../../selftest/support/run-capkit.js';
import type { RunReport } from '../run/report.js';
import { EXCHANGES_FILE } from '../run/protocol-exchanges.js';

const read = (file: string): RunReport => JSON.parse(readFileSync(file, 'utf8')) as RunReport;
// The tests a shard ran; the run's own exchange evidence (PROTOCOL-001/002) belongs to every run, shard or not.
const executed = (r: RunReport): Set<string> =>
  new Set(r.requirements.flatMap((q) => q.tests.filter((t) => t.status !== 'SKIPPED' && t.file !== EXCHANGES_FILE).map((t) => `${t.file}|${t.name}`)));
const verdicts = (r: RunReport) => Object.fromEntries(r.requirements.map((q) => [q.id, { status: q.status, tests: q.tests.length }]));

describe('capkit run --shard i/n + capkit report merge', () => {
  const base = ['run', '--areas', 'permits', '--seed', '9', '--property-runs', '5', '--quiet'];
  const files = { all: tempReportPath(), s1: tempReportPath(), s2: tempReportPath(), merged: tempReportPath() };

  beforeAll(async () => {
    const runs = await Promise.all([
      runCapkit([...base, '--report', `json:${files.all}`]),
      runCapkit([...base, '--shard', '1/2', '--report', `json:${files.s1}`]),
      runCapkit([...base, '--shard', '2/2', '--report', `json:${files.s2}`]),
    ]);
    // The whole run passes; each shard alone is a subset and ends without a verdict (exit 5).
    expect(runs.map((r) => r.code), runs.map((r) => r.stdout + r.stderr).join('\n')).toEqual([0, 5, 5]);
  }, testTimeLimitOfArgs(base));

  test('each test runs in exactly one shard, and both shards run some', () => {
    const [one, two, all] = [executed(read(files.s1)), executed(read(files.s2)), executed(read(files.all))];
    expect(one.size).toBeGreaterThan(0);
    expect(two.size).toBeGreaterThan(0);
    expect([...one].filter((t) => two.has(t))).toEqual([]);
    expect(new Set([...one, ...two])).toEqual(all);
    expect(read(files.s1).run.shard).toBe('1/2');
  });

  test('in a shard a requirement is PARTIAL or NOT_RUN unless all its tests are there, never ERROR', () => {
    const shards = [read(files.s1), read(files.s2)];
    const statuses = shards.flatMap((r) => r.requirements.map((q) => q.status));
    expect(statuses.filter((s) => s !== 'PASS' && s !== 'NOT_RUN' && s !== 'PARTIAL')).toEqual([]);
    expect(statuses).toContain('PARTIAL');
    for (const r of shards) {
      for (const q of r.requirements.filter((x) => x.status === 'PASS')) expect(q.tests.every((t) => t.status === 'PASS'), q.id).toBe(true);
    }
  });

  test('the merged report has the unsharded verdicts, test counts and summary', async () => {
    const r = await runCapkit(['report', 'merge', files.s2, files.s1, '--out', files.merged]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('merged 2 shard report(s) (1/2, 2/2)');
    const merged = read(files.merged);
    const all = read(files.all);
    expect(verdicts(merged)).toEqual(verdicts(all));
    expect(merged.summary).toEqual(all.summary);
    expect(merged.run.mergedFrom).toEqual(['1/2', '2/2']);
    expect(merged.run.shard).toBeUndefined();
  });

  test('merge refuses an incomplete or mixed set, naming the file and the problem', async () => {
    const missing = await runCapkit(['report', 'merge', files.s1, '--out', tempReportPath()]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('shard(s) 2/2 missing');
    const twice = await runCapkit(['report', 'merge', files.s1, files.s1, '--out', tempReportPath()]);
    expect(twice.stderr).toContain('are both shard 1/2');
    const mixed = await runCapkit(['report', 'merge', files.s1, files.all, '--out', tempReportPath()]);
    expect(mixed.stderr).toContain(`${files.all} is not a shard report`);
  });

  test('--shard without --seed, or a malformed shard, is a usage error', async () => {
    const noSeed = await runCapkit(['run', '--shard', '1/2']);
    expect(noSeed.code).toBe(2);
    expect(noSeed.stderr).toContain('--shard needs --seed');
    const bad = await runCapkit(['run', '--shard', '3/2', '--seed', '1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--shard "3/2"');
  });
});

describe('capkit fuzz --shard i/n', () => {
  test('shard 2 of 2 fuzzes with seed base+1 and half of the runs', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--seed', '10', '--runs', '41', '--shard', '2/2']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('shard 2/2: seed 11');
    expect(r.stdout).toContain('20 of 41 runs');
    expect(r.stdout).toContain('agrees with the reference on 20 generated case(s) (seed 11');
  });

  test('fuzz --shard needs --seed', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--shard', '1/2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--shard needs --seed');
  });
});
