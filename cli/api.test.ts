// runConformance, the programmatic `capkit run`: bad options are refused by name before any host
// starts; a run returns the JSON report record and the CLI's exit code, prints nothing and leaves the
// caller's environment and exit code as they were.
import { describe, expect, test, vi } from 'vitest';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { ConformanceOptionError, EXIT, hostDidNotStart, runConformance, type ConformanceOptions, type ConformanceProgress } from './api.js';

const reference = join(kitRoot, 'reference-impl', 'host.ts');

async function refusal(options: ConformanceOptions): Promise<ConformanceOptionError> {
  const error = await runConformance(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConformanceOptionError);
  return error as ConformanceOptionError;
}

describe('runConformance', () => {
  test('a bad option is a ConformanceOptionError naming it', async () => {
    expect((await refusal({ host: reference, timeoutMultiplier: 0 })).option).toBe('timeoutMultiplier');
    expect((await refusal({ host: reference, timeoutMultiplier: 1e9 })).detail).toMatch(/^must be at most \d+/);
    const areas = await refusal({ host: reference, areas: ['permit'] });
    expect([areas.option, areas.message]).toEqual(['areas', expect.stringContaining('unknown area(s) permit (did you mean permits?)')]);
    expect((await refusal({ host: reference, shard: '1/2' })).detail).toMatch(/needs a seed/);
    expect((await refusal({ host: reference, shard: '3/2', seed: 1 })).option).toBe('shard');
    expect((await refusal({ host: join(kitRoot, 'no-such-host.js') })).option).toBe('host');
    expect((await refusal({ host: { command: ' ' } })).option).toBe('host');
    expect((await refusal({ host: reference, propertyRuns: 1.5 })).option).toBe('propertyRuns');
    expect((await refusal({ host: reference, grep: '(' })).option).toBe('grep');
    expect((await refusal({ host: reference, expectations: join(kitRoot, 'missing-expectations.json') })).option).toBe('expectations');
  });

  test('a host that does not start is a result with exit code 4, every requirement a CRASH', async () => {
    const { report, exitCode } = await runConformance({ host: { command: 'exit 3' }, areas: ['permits'] });
    expect(exitCode).toBe(EXIT.hostDidNotStart);
    expect(hostDidNotStart(report)).toBe(true);
    expect(report.requirements.length).toBeGreaterThan(0);
    expect(new Set(report.requirements.map((r) => r.status))).toEqual(new Set(['CRASH']));
  });

  test('a run returns the report and exit code, prints nothing, and restores env and exit code', async () => {
    const before = { host: process.env.CAPKIT_HOST, seed: process.env.CAPKIT_SEED, exitCode: process.exitCode };
    const out = vi.spyOn(process.stdout, 'write');
    const events: ConformanceProgress[] = [];
    const seen = new Set<string | undefined>();
    try {
      const { report, exitCode } = await runConformance({
        host: reference,
        isolate: false,
        areas: ['access'],
        seed: 7,
        propertyRuns: 2,
        // The run never writes the process's environment, not even while it runs.
        onProgress: (p) => {
          events.push(p);
          seen.add(process.env.CAPKIT_HOST);
        },
      });
      expect(out).not.toHaveBeenCalled();
      expect(exitCode).toBe(EXIT.pass);
      if (hostDidNotStart(report)) throw new Error(report.error);
      expect([report.run.seed, report.run.areas, report.summary.verdict]).toEqual([7, ['access'], 'pass']);
      expect(report.requirements.find((r) => r.id.startsWith('ACCESS-'))?.status).toBe('PASS');
      const tests = events.filter((e) => e.kind === 'test');
      expect(tests.length).toBe(report.summary.tests.total);
      expect(events.at(-1)).toEqual({ kind: 'finished', done: tests.length, failed: 0 });
      expect([...seen]).toEqual([before.host]);
    } finally {
      out.mockRestore();
    }
    expect({ host: process.env.CAPKIT_HOST, seed: process.env.CAPKIT_SEED, exitCode: process.exitCode }).toEqual(before);
  });

  test('two runs at once are queued, and each tests its own host', async () => {
    const [a, b] = await Promise.all([
      runConformance({ host: reference, isolate: false, areas: ['access'], seed: 3, propertyRuns: 2 }),
      runConformance({ host: { command: 'exit 3' }, areas: ['access'] }),
    ]);
    expect([a.exitCode, b.exitCode]).toEqual([EXIT.pass, EXIT.hostDidNotStart]);
  });
});
