// `capkit list` answers from dist/test-manifest.json: the manifest `npm run build` wrote must be exactly
// what vitest collects from today's suites, and a manifest of other sources is never used.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suiteAreas } from '../run/suite-areas.js';
import { collectTests } from './collect-tests.js';
import { inAreas, MANIFEST_FILE, readManifest, sourcesHash } from './manifest.js';

describe('the test manifest', () => {
  test('written by the build, it holds what vitest collects from the suites now', async () => {
    const manifest = readManifest();
    expect(manifest, `${MANIFEST_FILE} is missing or collected from other sources: run npm run build`).toBeDefined();
    const collected = await collectTests(suiteAreas());
    expect(collected.tests.length).toBeGreaterThan(100);
    expect({ tests: manifest!.tests, errors: manifest!.errors }).toEqual(collected);
  });

  test('a manifest of other sources, or not JSON, is not used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-manifest-'));
    const file = join(dir, 'test-manifest.json');
    const tests = [{ file: 'suites/access/a.test.ts', name: '[ACCESS-001] a', requirementIds: ['ACCESS-001'] }];
    writeFileSync(file, JSON.stringify({ sources: 'sha256:0', tests, errors: [] }));
    expect(readManifest(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ sources: sourcesHash(), tests, errors: [] }));
    expect(readManifest(file)?.tests).toEqual(tests);
    writeFileSync(file, '{');
    expect(readManifest(file)).toBeUndefined();
  });

  test('inAreas keeps the tests and errors of the areas asked for', () => {
    const t = (file: string) => ({ file, name: file, requirementIds: [] });
    const c = { tests: [t('suites/access/x.test.ts'), t('suites/permits/y.test.ts'), t('suites/accessory/z.test.ts')], errors: [{ file: 'suites/permits/y.test.ts', message: 'm' }] };
    expect(inAreas(c, ['access'])).toEqual({ tests: [t('suites/access/x.test.ts')], errors: [] });
    expect(inAreas(c, ['permits']).errors).toHaveLength(1);
  });
});
