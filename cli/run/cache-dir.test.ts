import { describe, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { suiteCacheDir } from './cache-dir.js';
import { suiteViteOverrides, suiteVitestOptions } from './vitest-options.js';

describe("the suites' vite cache", () => {
  test('is outside the kit: a run writes nothing inside an installed package', () => {
    const dir = suiteViteOverrides.cacheDir!;
    expect(relative(kitRoot, dir).startsWith('..'), dir).toBe(true);
    // vitest's own module cache too (its default is node_modules/.experimental-vitest-cache under the root).
    const modules = suiteVitestOptions({}).experimental?.fsModuleCachePath;
    expect(modules && relative(kitRoot, modules).startsWith('..'), modules).toBe(true);
  });
  test('lives under XDG_CACHE_HOME/capkit, one folder per kit copy', () => {
    const cache = mkdtempSync(join(tmpdir(), 'capkit-cache-test-'));
    const a = suiteCacheDir('/opt/a/node_modules/capkit', { XDG_CACHE_HOME: cache }, 'linux');
    const b = suiteCacheDir('/opt/b/node_modules/capkit', { XDG_CACHE_HOME: cache }, 'linux');
    expect(a.startsWith(join(cache, 'capkit'))).toBe(true);
    expect(a).not.toBe(b);
    expect(suiteCacheDir('/opt/a/node_modules/capkit', { XDG_CACHE_HOME: cache }, 'linux')).toBe(a);
  });
  test('CAPKIT_CACHE_DIR names another root', () => {
    const root = mkdtempSync(join(tmpdir(), 'capkit-cache-test-'));
    expect(suiteCacheDir('/k', { CAPKIT_CACHE_DIR: root }, 'linux').startsWith(root)).toBe(true);
  });
});
