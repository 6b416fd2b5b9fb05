// `capkit run` reads capkit.config.json (or --config <file>): the config's host command, areas and
// settings are used, a flag overrides the key it corresponds to, --no-config ignores the file, and a bad
// key is a usage error naming it (finding ./capkit.config.json itself: load-config.test.ts).
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { capkitRunInProcess } from '../../selftest/support/run-in-process.js';
import type { MatrixReport } from '../matrix/matrix-report.js';

function configFile(config: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'capkit-config-')), 'capkit.config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

const exampleHost = { command: 'python3 host.py', cwd: join(kitRoot, 'examples', 'python-host') };
const areasOf = (requirements: readonly { area: string }[]): string[] => [...new Set(requirements.map((r) => r.area))].sort();

describe('capkit run with a config file', () => {
  test("the config's host command, areas, seed and property runs are used", async () => {
    const file = configFile({ host: exampleHost, areas: ['access'], seed: 5, propertyRuns: 2, timeoutMultiplier: 4 });
    const r = await capkitRunInProcess(['--config', file, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.report.host.spec).toEqual({ kind: 'command', ...exampleHost });
    expect([r.report.run.areas, r.report.run.seed, r.report.run.propertyRuns, r.report.run.timeoutMultiplier]).toEqual([['access'], 5, 2, 4]);
  });

  test('flags override the config: --host-cmd and --areas replace its host and areas', async () => {
    const file = configFile({ host: exampleHost, areas: ['access'] });
    const r = await capkitRunInProcess(['--config', file, '--quiet', '--host-cmd', 'exit 3', '--areas', 'permits']);
    // The flag's host does not start (exit 4): every requirement of the flag's area, and only those, is a CRASH.
    expect(r.code).toBe(4);
    expect(r.report.host.spec).toMatchObject({ kind: 'command', command: 'exit 3' });
    expect(areasOf(r.report.requirements)).toEqual(['permits']);
  });

  test('a config naming several hosts runs them side by side (a matrix); a flag naming a host runs that one alone', async () => {
    // Hosts that exit at once: the matrix (and which hosts it holds) without a suite run.
    const file = configFile({ hosts: [{ command: 'exit 3' }, { command: 'exit 5' }], areas: ['permits'] });
    const matrix = await capkitRunInProcess(['--config', file]);
    const record = matrix.report as unknown as MatrixReport;
    expect(record.hosts.map((h) => [h.spec, h.verdict])).toEqual([
      [{ kind: 'command', command: 'exit 3', cwd: dirname(file) }, 'did-not-start'],
      [{ kind: 'command', command: 'exit 5', cwd: dirname(file) }, 'did-not-start'],
    ]);
    expect(matrix.code).toBe(4);
    expect(matrix.out).toContain('no requirement was judged for any host');
    const single = await capkitRunInProcess(['--config', file, '--quiet', '--host-cmd', 'exit 3']);
    expect(single.report.host.spec).toMatchObject({ kind: 'command', command: 'exit 3' });
    expect(single.code).toBe(4);
  });

  test('a bad key is refused, named with the file; --no-config runs without one', async () => {
    const bad = configFile({ host: exampleHost, areas: ['permit'] });
    await expect(capkitRunInProcess(['--config', bad, '--quiet'])).rejects.toThrow(/capkit\.config\.json: \/areas\/0: /);
    await expect(capkitRunInProcess(['--config', join(tmpdir(), 'no-such-capkit.config.json')])).rejects.toThrow(/config file .*no-such-capkit\.config\.json does not exist/);
    await expect(capkitRunInProcess(['--config', bad, '--no-config'])).rejects.toThrow(/--config was given 2 times/);
    const r = await capkitRunInProcess(['--no-config', '--quiet', '--host-cmd', 'exit 3', '--areas', 'access']);
    expect([r.code, areasOf(r.report.requirements)]).toEqual([4, ['access']]);
  });
});
