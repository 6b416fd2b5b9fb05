// Run by `npm run build` after tsc: collects the tests of every suite (vitest's collection; no host is
// contacted) into dist/test-manifest.json, with the hash of the sources it was collected from, so
// `capkit list` answers without starting vitest (cli/list/manifest.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const started = performance.now();
const { manifestOf, readManifest, sourcesHash, compiledSourcesHash, MANIFEST_FILE } = await import('../dist/cli/list/manifest.js');
// A build that changed no suite, fixture or spec keeps its manifest (collecting starts vitest); the hash of
// the compiled suites (what the package runs) is brought up to date with it.
const kept = readManifest();
if (kept?.sources === sourcesHash()) {
  const compiled = compiledSourcesHash();
  if (kept.compiled !== compiled) writeFileSync(MANIFEST_FILE, `${JSON.stringify({ ...kept, compiled })}\n`);
  console.log('test manifest: up to date');
  process.exit(0);
}
const { collectTests } = await import('../dist/cli/list/collect-tests.js');
const { suiteAreas } = await import('../dist/cli/run/suite-areas.js');
const manifest = manifestOf(await collectTests(suiteAreas()));
mkdirSync(dirname(MANIFEST_FILE), { recursive: true });
writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest)}\n`);
const errors = manifest.errors.length > 0 ? `, ${manifest.errors.length} suite file(s) failed to load` : '';
console.log(`test manifest: ${manifest.tests.length} tests${errors} (${Math.round(performance.now() - started)} ms)`);
process.exitCode = 0;
