// Flags override the config, key by key; config paths start from the config's folder, flag paths from the working directory.
import { describe, expect, test } from 'vitest';
import type { LoadedConfig } from './config.js';
import { mergeOptions } from './merge-options.js';

const loaded = (config: LoadedConfig['config']): LoadedConfig => ({ file: 'capkit.config.json', dir: '/repo', config });

describe('mergeOptions', () => {
  test("without config or flags: capkit's defaults, the reference host", () => {
    expect(mergeOptions(undefined, {}, '/work')).toEqual({ isolate: true, requireAreas: false, reports: [], timeoutMultiplier: 1, validateProtocol: true, from: {} });
  });

  test('the config gives every setting; its paths are made absolute against its folder', () => {
    const settings = mergeOptions(
      loaded({
        host: { command: 'python3 host.py' },
        areas: ['permits'],
        requireAreas: true,
        expectations: 'known.json',
        reports: ['json:out/r.json', 'html:/abs/r.html'],
        timeoutMultiplier: 3,
        seed: 9,
        validateProtocol: true,
        propertyRuns: 50,
      }),
      {},
      '/work',
    );
    expect(settings).toMatchObject({
      host: { kind: 'command', command: 'python3 host.py', cwd: '/repo' },
      areas: ['permits'],
      requireAreas: true,
      expectations: '/repo/known.json',
      reports: ['json:/repo/out/r.json', 'html:/abs/r.html'],
      timeoutMultiplier: 3,
      seed: 9,
      validateProtocol: true,
      propertyRuns: 50,
    });
    expect(settings.from).toMatchObject({ host: 'config', areas: 'config', seed: 'config', reports: 'config' });
  });

  test('each flag given overrides its key, and only its key', () => {
    const config = loaded({ host: { command: 'python3 host.py', cwd: 'h' }, areas: ['permits'], seed: 9, timeoutMultiplier: 3, reports: ['json:r.json'], validateProtocol: true });
    const settings = mergeOptions(config, { hostCmd: './other', seed: 1, reports: ['md:x.md'], validateProtocol: false }, '/work');
    expect(settings.host).toEqual({ kind: 'command', command: './other', cwd: '/work' });
    expect(settings.seed).toBe(1);
    expect(settings.reports).toEqual(['md:x.md']); // given, the flags replace the config's list
    expect(settings.validateProtocol).toBe(false); // an explicit false wins too
    expect(settings.areas).toEqual(['permits']);
    expect(settings.timeoutMultiplier).toBe(3);
    expect(settings.from).toMatchObject({ host: 'flag', seed: 'flag', reports: 'flag', validateProtocol: 'flag', areas: 'config' });
  });

  test('a config command runs in its cwd; a config module and its isolate setting; --host overrides both', () => {
    expect(mergeOptions(loaded({ host: { command: 'x', cwd: 'sub' } }), {}).host).toEqual({ kind: 'command', command: 'x', cwd: '/repo/sub' });
    const mod = mergeOptions(loaded({ host: { module: './host.js', isolate: false } }), {});
    expect(mod.host).toEqual({ kind: 'module', path: '/repo/host.js' });
    expect(mod.isolate).toBe(false);
    const flagged = mergeOptions(loaded({ host: { module: './host.js', isolate: false } }), { host: 'mine.js', isolate: true }, '/work');
    expect(flagged.host).toEqual({ kind: 'module', path: '/work/mine.js' });
    expect(flagged.isolate).toBe(true);
  });

  test('expectations: false in the config means none; --expectations overrides it', () => {
    expect(mergeOptions(loaded({ expectations: false }), {}).expectations).toBe(false);
    expect(mergeOptions(loaded({ expectations: false }), { expectations: 'e.json' }).expectations).toBe('e.json');
    expect(mergeOptions(loaded({ expectations: 'e.json' }), { expectations: false }).expectations).toBe(false);
    expect('expectations' in mergeOptions(loaded({}), {})).toBe(false);
  });
});
