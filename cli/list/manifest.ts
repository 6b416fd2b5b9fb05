// The tests of every suite, collected once by `npm run build` (scripts/write-test-manifest.mjs) into
// dist/test-manifest.json, so `capkit list` answers without starting vitest. The manifest names the
// sources it was collected from by a hash; a manifest of other sources is not used (list collects
// afresh), so an edited suite or fixture can never be listed from an old manifest.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import type { Collection } from './collect-tests.js';
import { SUITES_COMPILED } from '../run/suite-files.js';

export const MANIFEST_FILE = join(kitRoot, 'dist', 'test-manifest.json');

/** What decides which tests the suites hold: their code, the fixture cases and the spec they name. */
const SOURCE_DIRS = ['suites', 'fixtures', 'spec'];

/** The kit's own tests (of its spec parser, fixtures, suite helpers): no conformance test, and not in the package. */
const notASource = (file: string): boolean => file.endsWith('.test.ts') && !/^suites\/(?!support\/)[^/]+\//.test(file);

export interface TestManifest extends Collection {
  /** sha256 over the sources' kit-relative paths and contents. */
  sources: string;
  /** The same over the compiled suites the package runs (dist/suites/), the fixtures and the spec. */
  compiled?: string;
}

/** Every file below `dir`, kit-relative with `/` separators. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(kitRoot, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}

/** The compiled suite files the package ships and runs: no test of the suites' own helpers, no oracle self-test. */
const shippedCompiled = (file: string): boolean =>
  file.endsWith('.js') && !/^dist\/suites\/support\/.*\.test\.js$/.test(file) && !/(^|\/)([^/]*-)?model\.test\.js$/.test(file);

export function sourcesHash(): string {
  return hashOf(SOURCE_DIRS.flatMap((d) => filesUnder(join(kitRoot, d))).filter((f) => !notASource(f)));
}

/** What decides the tests in the package: the compiled suites, the fixture cases and the spec. */
export function compiledSourcesHash(): string {
  const suites = filesUnder(join(kitRoot, 'dist', 'suites')).filter(shippedCompiled);
  const rest = ['fixtures', 'spec'].flatMap((d) => filesUnder(join(kitRoot, d))).filter((f) => !f.endsWith('.test.ts'));
  return hashOf([...suites, ...rest]);
}

function hashOf(unsorted: string[]): string {
  const hash = createHash('sha256');
  const files = unsorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const file of files) {
    const content = readFileSync(join(kitRoot, file));
    // Length-prefixed fields: no two different sets of files give the same byte stream.
    hash.update(`${Buffer.byteLength(file)}:${file}\n${content.length}:`);
    hash.update(content);
    hash.update('\n');
  }
  return `sha256:${hash.digest('hex')}`;
}

export function manifestOf(collection: Collection, sources: string = sourcesHash(), compiled: string = compiledSourcesHash()): TestManifest {
  return { sources, compiled, tests: collection.tests, errors: collection.errors };
}

/** The manifest on disk, if there is one and it was collected from these very sources. */
export function readManifest(file: string = MANIFEST_FILE): TestManifest | undefined {
  if (!existsSync(file)) return undefined;
  let manifest: TestManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as TestManifest;
  } catch {
    return undefined;
  }
  const current = SUITES_COMPILED ? manifest.compiled === compiledSourcesHash() : manifest.sources === sourcesHash();
  if (!Array.isArray(manifest.tests) || !Array.isArray(manifest.errors) || !current) return undefined;
  return manifest;
}

/** The part of a collection in `areas` (suite files live in suites/<area>/). */
export function inAreas(collection: Collection, areas: readonly string[]): Collection {
  const mine = (file: string): boolean => areas.some((a) => file.startsWith(`suites/${a}/`));
  return { tests: collection.tests.filter((t) => mine(t.file)), errors: collection.errors.filter((e) => mine(e.file)) };
}
