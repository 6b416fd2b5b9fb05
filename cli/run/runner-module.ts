// Where a vitest runner module of the kit is: compiled JavaScript when the CLI runs from dist/, or the
// TypeScript source when the caller itself is loaded from source (vitest runs the kit's own tests).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `relative` (a `.js` path) resolved against `base` (the caller's import.meta.url). */
export function runnerModulePath(relative: string, base: string): string {
  const js = fileURLToPath(new URL(relative, base));
  return existsSync(js) ? js : js.replace(/\.js$/, '.ts');
}
