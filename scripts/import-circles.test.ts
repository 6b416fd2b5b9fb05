// The project's own code has no import circle (scripts/import-circles.mjs), and the finder does find one:
// a small tree on disk with a circle through a type import and a re-export, beside a chain that is none.
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without declarations (scripts/ is outside the typed project)
import { projectCircles } from './import-circles.mjs';

const root = join(import.meta.dirname, '..');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-circles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('import circles', () => {
  test('none in the project', () => {
    expect(projectCircles(root)).toEqual([]);
  });

  test('a circle through a type import and a re-export is found; a chain and package imports are not', () => {
    const dir = tree({
      'src/a.ts': "import type { B } from './b.js';\nimport { z } from 'zod';\nexport const a = 1;",
      'src/b.ts': "export { c } from './deep/c.js';\nexport type B = number;",
      'src/deep/c.ts': "import { a } from '../a.js';\nexport const c = a;",
      'src/d.ts': "import { a } from './a.js';\nexport const d = a;",
      'other/e.ts': "import { d } from '../src/d.js';",
    });
    expect(projectCircles(dir, ['src', 'other'])).toEqual([['src/a.ts', 'src/b.ts', 'src/deep/c.ts']]);
  });
});
