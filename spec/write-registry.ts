// Regenerates spec/requirements.json from the area files (called by `capkit spec --write`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specDir } from './paths.js';
import { loadRequirements, renderRegistryJson } from './requirements.js';

export const REGISTRY_FILE = 'requirements.json';

/** The command that regenerates the registry, for messages that say it is stale. */
export const REGENERATE_COMMAND = 'npm run spec   (= capkit spec --write)';

export interface WriteResult {
  path: string;
  /** False when the file already had exactly this content (nothing was written). */
  changed: boolean;
  count: number;
}

/** Writes `<dir>/requirements.json` from `<dir>/<area>.md`; only touches the file when its text changes. */
export function writeRegistry(dir: string = specDir): WriteResult {
  const path = join(dir, REGISTRY_FILE);
  const requirements = loadRequirements(dir);
  const text = renderRegistryJson(requirements);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (before !== text) writeFileSync(path, text);
  return { path, changed: before !== text, count: requirements.length };
}
