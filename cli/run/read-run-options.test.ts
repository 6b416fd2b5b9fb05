// capkit run's flags and config are read once, into the one value a single-host run or a matrix takes.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRunOptions, type RunContext } from './read-run-options.js';
import { UsageError } from '../usage-error.js';

function context(config?: unknown, env: NodeJS.ProcessEnv = {}, rawArgs: string[] = []): RunContext & { said: string[] } {
  const cwd = mkdtempSync(join(tmpdir(), 'capkit-read-options-'));
  if (config !== undefined) writeFileSync(join(cwd, 'capkit.config.json'), JSON.stringify(config));
  const said: string[] = [];
  return { cwd, env, rawArgs, say: (line) => said.push(line), said };
}

describe('readRunOptions', () => {
  test('flags over the config, into one options value for a single-host run', () => {
    const c = context({ host: { command: 'python3 host.py' }, areas: ['permits'], seed: 3, timeoutMultiplier: 2, validateProtocol: true });
    const request = readRunOptions({ seed: 9, grep: ['PERMIT-005', 'PERMIT-006'] }, c);
    expect(request.kind).toBe('single');
    if (request.kind !== 'single') return;
    expect(request.options).toMatchObject({
      host: { kind: 'command', command: 'python3 host.py', cwd: c.cwd },
      areas: ['permits'],
      seed: 9, // the flag wins
      timeoutMultiplier: 2,
      validateProtocol: true,
      grep: '(?:PERMIT-005)|(?:PERMIT-006)',
      reports: [],
    });
    expect(c.said).toEqual([expect.stringContaining('from capkit.config.json')]);
  });

  test("the matrix takes the same reading: the config's settings apply to every host", () => {
    const c = context({ areas: ['access'], validateProtocol: true, requireAreas: true, seed: 5 }, {}, ['--host-cmd', 'a', '--host-cmd', 'b']);
    const request = readRunOptions({ 'host-cmd': ['python3 a.py', 'python3 b.py'], jobs: 1 }, c);
    expect(request.kind).toBe('matrix');
    if (request.kind !== 'matrix') return;
    expect(request.options.hosts.map((h) => (h.kind === 'command' ? h.command : h.path))).toEqual(['python3 a.py', 'python3 b.py']);
    expect(request.options).toMatchObject({ areas: ['access'], validateProtocol: true, requireAreas: true, seed: 5, jobs: 1 });
  });

  test('CAPKIT_HOST is read from the run\'s environment, once', () => {
    const c = context(undefined, { CAPKIT_HOST: JSON.stringify({ kind: 'command', command: 'python3 env-host.py' }) });
    const request = readRunOptions({ quiet: true }, c);
    expect(request.kind === 'single' && request.options.host).toMatchObject({ kind: 'command', command: 'python3 env-host.py' });
  });

  test('what a matrix cannot take is refused before any host starts', () => {
    const c = context(undefined, {}, ['--host-cmd', 'a', '--host-cmd', 'b']);
    expect(() => readRunOptions({ 'host-cmd': ['a', 'b'], compare: 'old.json' }, c)).toThrow(UsageError);
    expect(() => readRunOptions({ 'host-cmd': ['a', 'b'], seed: 1, shard: '1/2' }, c)).toThrow(/--shard is for one host/);
    expect(() => readRunOptions({ seed: [1, 2] }, context())).toThrow(/--seed was given 2 times/);
  });
});
