// The environment a child capkit run starts with: the parent's, without the parent's run settings.
import { WORKERS_ENV } from './vitest-options.js';

/**
 * Without the CAPKIT_* settings of this run (the child names its host and settings by option) and the
 * VITEST_* variables of a vitest run around it. The workers per suite run stay: they describe the
 * machine the child shares, not the run.
 */
export function childRunEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) {
    if (k.startsWith('VITEST') || (k.startsWith('CAPKIT_') && k !== WORKERS_ENV)) continue;
    kept[k] = v;
  }
  return kept;
}
