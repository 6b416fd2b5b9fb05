// Where the kit's own files live, whether running from TypeScript sources (vitest) or from dist/ (the CLI).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findKitRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'capkit') return dir;
      } catch {
        // not ours; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`capkit: cannot find the kit's package.json above ${start}`);
    dir = parent;
  }
}

/** The kit's package root (the folder holding spec/, fixtures/, suites/ …). */
export const kitRoot: string = findKitRoot(dirname(fileURLToPath(import.meta.url)));

export const specDir = join(kitRoot, 'spec');
export const schemasDir = join(kitRoot, 'spec', 'schemas');
export const fixturesDir = join(kitRoot, 'fixtures');
export const suitesDir = join(kitRoot, 'suites');

/** The reference host's in-process module (TypeScript source; loaded by vitest or by the compiled CLI). */
export const referenceHostSource = join(kitRoot, 'reference-impl', 'host.ts');
export const referenceHostCompiled = join(kitRoot, 'dist', 'reference-impl', 'host.js');

export const kitVersion: string = (
  JSON.parse(readFileSync(join(kitRoot, 'package.json'), 'utf8')) as { version: string }
).version;
