// Where a suite run keeps vite's transformed modules: in the user's cache folder, never inside the kit
// itself (an installed package is read-only to its runs; npm may replace it at any time).
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/** The user's cache root: XDG_CACHE_HOME, else ~/.cache (macOS: ~/Library/Caches, Windows: LOCALAPPDATA). */
function userCacheRoot(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string | undefined {
  if (env.XDG_CACHE_HOME) return env.XDG_CACHE_HOME;
  if (platform === 'win32') return env.LOCALAPPDATA;
  const home = homedir();
  if (!home) return undefined;
  return platform === 'darwin' ? join(home, 'Library', 'Caches') : join(home, '.cache');
}

function writable(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * capkit's vite cache for the kit at `kitRoot`: one folder per kit copy (two checkouts or two installed
 * versions never share transformed modules), under the user's cache root, else under the temp folder.
 * CAPKIT_CACHE_DIR names another root.
 */
export function suiteCacheDir(kitRoot: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const copy = createHash('sha256').update(kitRoot).digest('hex').slice(0, 16);
  const roots = [env.CAPKIT_CACHE_DIR, userCacheRoot(env, platform) && join(userCacheRoot(env, platform)!, 'capkit'), join(tmpdir(), 'capkit-cache')];
  for (const root of roots) {
    if (root && writable(root)) return join(root, copy);
  }
  return join(tmpdir(), 'capkit-cache', copy);
}
