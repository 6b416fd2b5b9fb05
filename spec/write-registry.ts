// Regenerates spec/requirements.json from the area files (called by `capkit spec --write`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specDir } from './paths.js';
import { loadRequirements, loadWithdrawn, renderRegistryJson } from './requirements.js';
import { loadPagesMap, PAGES_MAP_RENDERING, renderPagesMap } from './pages-map.js';

export const REGISTRY_FILE = 'requirements.json';

/** The command that regenerates the registry, for messages that say it is stale. */
export const REGENERATE_COMMAND = 'npm run spec   (= capkit spec --write)';

export interface WriteResult {
  path: string;
  /** False when the file already had exactly this content (nothing was written). */
  changed: boolean;
  count: number;
}

/** Writes `<dir>/requirements.json` from `<dir>/<area>.md` (and pages-map.md from pages-map.json); only touches a file when its text changes. */
export function writeRegistry(dir: string = specDir): WriteResult {
  const path = join(dir, REGISTRY_FILE);
  const requirements = loadRequirements(dir);
  const text = renderRegistryJson(requirements, loadWithdrawn(dir));
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (before !== text) writeFileSync(path, text);
  // The map of the pages is rendered beside the registry, when the folder has one.
  let mapChanged = false;
  if (existsSync(join(dir, 'pages-map.json'))) {
    const mapPath = join(dir, PAGES_MAP_RENDERING);
    const rendering = renderPagesMap(loadPagesMap(dir));
    mapChanged = !existsSync(mapPath) || readFileSync(mapPath, 'utf8') !== rendering;
    if (mapChanged) writeFileSync(mapPath, rendering);
  }
  return { path, changed: before !== text || mapChanged, count: requirements.length };
}
