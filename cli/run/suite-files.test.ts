// A run against a host leaves out only the suites' oracle self-tests: files that never reach a host and
// name no requirement. A conformance test in a file so named would silently drop out of every run.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { filesUnder, readManifest } from '../list/manifest.js';
import { suiteAreas } from './suite-areas.js';
import { SUITES_COMPILED, suiteFilesOf, suiteSourceName } from './suite-files.js';

const suiteFilesOnDisk = (): string[] => suiteAreas().flatMap((area) => filesUnder(join(kitRoot, 'suites', area)).filter((f) => f.endsWith('.test.ts')));

describe('the suite files of a run', () => {
  test('every suite file is run, except oracle self-tests that reach no host and name no requirement', () => {
    const manifest = readManifest();
    expect(manifest, 'dist/test-manifest.json is missing or stale: run npm run build').toBeDefined();
    const run = new Set(manifest!.tests.map((t) => t.file));
    const left = suiteFilesOnDisk().filter((f) => !run.has(f));
    expect(left.length).toBeGreaterThanOrEqual(5);
    for (const file of left) {
      const text = readFileSync(join(kitRoot, file), 'utf8');
      expect(text, `${file} is left out of runs but reaches a host`).not.toMatch(/useHostUnderTest|[fF]ixtureSuite/);
      expect(text, `${file} is left out of runs but names a requirement`).not.toMatch(/\breq\(/);
    }
  });

  test('a checkout runs the TypeScript suites, the package the compiled ones, and either is named by its source', () => {
    expect(SUITES_COMPILED).toBe(false); // this is a checkout: suites/ is here
    expect(suiteFilesOf(['permits'])).toEqual(['suites/permits/**/*.test.ts']);
    expect(suiteFilesOf(['permits'], true)).toEqual(['dist/suites/permits/**/*.test.js']);
    expect(suiteSourceName('dist/suites/permits/fixtures.test.js')).toBe('suites/permits/fixtures.test.ts');
    expect(suiteSourceName('suites/permits/fixtures.test.ts')).toBe('suites/permits/fixtures.test.ts');
  });
});
