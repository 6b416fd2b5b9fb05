// One host of a matrix that never starts: its run is charged to it (did not start, exit 4, why), every
// requirement row shows CRASH for it, and the matrix cannot pass.
import { describe, expect, test } from 'vitest';
import { kitRoot } from '../../spec/paths.js';
import { hostRunArgs, runHostConformance } from './run-host.js';
import { matrixRows } from './matrix-rows.js';
import { matrixExitCode } from './exit-code.js';
import type { MatrixHost } from './matrix-report.js';

describe('a matrix host that does not start', () => {
  test('is did-not-start with the reason, CRASH in every row, and the matrix exits 4', async () => {
    const spec = { kind: 'command' as const, command: 'capkit-no-such-host-command', cwd: kitRoot };
    const run = await runHostConformance(spec, { seed: 3, areas: ['permits'], requireAreas: false, timeoutMultiplier: 4, validateProtocol: false, isolate: true });
    expect(run.exitCode).toBe(4);
    expect(run.verdict).toBe('did-not-start');
    expect(run.error).toMatch(/\S/);
    const host: MatrixHost = { label: 'broken', spec, verdict: run.verdict, exitCode: run.exitCode, ...(run.error ? { error: run.error } : {}) };
    const good: MatrixHost = { ...host, label: 'good', verdict: 'pass', exitCode: 0, report: { requirements: [{ id: 'PERMIT-005', level: 'MUST', area: 'permits', title: 't', status: 'PASS', tests: [] }] } as never };
    const rows = matrixRows([good, host]);
    expect(rows.map((r) => [r.id, r.cells.map((c) => c.status)])).toEqual([['PERMIT-005', ['PASS', 'CRASH']]]);
    expect(rows[0]!.cells[1]!.reason).toBe(run.error);
    expect(matrixExitCode([0, run.exitCode])).toBe(4);
  }, 120_000);

  test('each host is run with the matrix seed, areas and settings, without an expectations file', () => {
    const args = hostRunArgs({ kind: 'module', path: '/h.js' }, { seed: 9, areas: ['permits', 'access'], requireAreas: true, grep: 'PERMIT', timeoutMultiplier: 2, validateProtocol: true, propertyRuns: 5, isolate: false }, '/tmp/r.json');
    expect(args.join(' ')).toBe('run --host /h.js --no-isolate --seed 9 --areas permits,access --require-areas --grep PERMIT --timeout-multiplier 2 --property-runs 5 --no-expectations --quiet --report json:/tmp/r.json');
  });
});
