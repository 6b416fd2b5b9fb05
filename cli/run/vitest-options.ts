// The vitest settings every suite run of the kit shares (`capkit run` and the broken-host catalogue).
import { join } from 'node:path';
import type { startVitest } from 'vitest/node';
import { kitRoot } from '../../spec/paths.js';
import { UsageError } from '../usage-error.js';
import { suiteCacheDir } from './cache-dir.js';
import { ORACLE_SELF_TESTS, SUITES_COMPILED } from './suite-files.js';

type VitestOptions = NonNullable<Parameters<typeof startVitest>[2]>;
type ViteOverrides = NonNullable<Parameters<typeof startVitest>[3]>;

/** What a run adds to the shared settings: its files, reporters, limits and the like. */
export type SuiteRunSettings = Omit<VitestOptions, 'config' | 'root' | 'watch' | 'run'>;

export const WORKERS_ENV = 'CAPKIT_WORKERS';
const DEFAULT_WORKERS = 2;

/**
 * Worker processes of one suite run: CAPKIT_WORKERS, else 2. Each worker loads the suite modules once, so
 * where the cores are already busy (a kit's own tests, a CI job running several runs) one worker costs less.
 */
export function suiteWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[WORKERS_ENV];
  if (raw === undefined || raw === '') return DEFAULT_WORKERS;
  const workers = Number(raw);
  if (!Number.isSafeInteger(workers) || workers < 1) throw new UsageError(`${WORKERS_ENV} must be a positive integer (got ${JSON.stringify(raw)})`);
  return workers;
}

/** Files no suite run loads; a project of a run must name them again (its own `exclude` replaces the root's). */
// The package runs its compiled suites from dist/; a checkout runs the sources, never dist/'s copies.
export const SUITE_RUN_EXCLUDE: readonly string[] = ['**/node_modules/**', ...(SUITES_COMPILED ? [] : ['**/dist/**']), ...ORACLE_SELF_TESTS];

export function suiteVitestOptions(settings: SuiteRunSettings): VitestOptions {
  return {
    config: false,
    root: kitRoot,
    watch: false,
    run: true,
    exclude: [...SUITE_RUN_EXCLUDE],
    maxWorkers: suiteWorkers(),
    passWithNoTests: true,
    // Suite modules are loaded once per worker, not once per file (2-3x faster). Safe: every file
    // connects its own host in beforeAll, and the suites keep nothing between files that a verdict
    // depends on (the broken-host catalogue shows the same red requirements with isolation).
    isolate: false,
    // Transformed modules are kept on disk, shared by every project of a run and by later runs, in the
    // user's cache folder: never inside the kit, which may be an installed package (cache-dir.ts).
    experimental: { fsModuleCache: true, fsModuleCachePath: join(suiteCacheDir(kitRoot), 'modules') },
    ...settings,
  };
}

/** vite's cache lives in the user's cache folder: a run writes nothing inside the kit (cache-dir.ts). */
export const suiteViteOverrides: ViteOverrides = { cacheDir: suiteCacheDir(kitRoot) };
