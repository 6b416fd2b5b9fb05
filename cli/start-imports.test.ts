// `capkit --help` and `capkit list` start fast because they load only what they need: none of the heavy
// packages a run uses (vitest, vite, ajv, fast-check, zod) is imported by them. A run loads vitest only
// once its suites start, so a usage error or a host that does not start is answered without it.
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { capkitBin } from '../selftest/support/run-capkit.js';

const HEAVY = ['vitest', 'vite', 'ajv', 'fast-check', 'zod', 'tinybench', 'memfs'];

/** The packages under node_modules that `capkit <args>` imports, found by a module resolve hook. */
function packagesImportedBy(args: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-imports-'));
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `export async function resolve(spec, ctx, next) {
  const r = await next(spec, ctx);
  const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(r.url);
  if (m) process.stderr.write('IMPORTED ' + m[1] + '\\n');
  return r;
}\n`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, capkitBin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  expect(r.status, r.stderr).toBe(0);
  return [...new Set([...r.stderr.matchAll(/^IMPORTED (\S+)$/gm)].map((m) => m[1]!))].sort();
}

describe('what capkit loads to start', () => {
  test('--help imports yargs and none of the packages a run needs', () => {
    const imported = packagesImportedBy(['--help']);
    expect(imported).toContain('yargs');
    expect(imported.filter((p) => HEAVY.includes(p))).toEqual([]);
  });

  test('list (from the build’s test manifest) imports none of them either', () => {
    expect(packagesImportedBy(['list', '--areas', 'access']).filter((p) => HEAVY.includes(p))).toEqual([]);
  });

  test('run --help (the run command loaded) imports neither vitest nor vite: they load when suites run', () => {
    const imported = packagesImportedBy(['run', '--help']);
    expect(imported).toContain('yargs');
    expect(imported.filter((p) => p === 'vitest' || p === 'vite')).toEqual([]);
  });

  test('the hook sees a heavy import when there is one (fuzz --help loads the fuzz command)', () => {
    expect(packagesImportedBy(['fuzz', '--help'])).toContain('vitest');
  });
});
