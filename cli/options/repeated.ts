// An option given twice is merged when it is a list (`--areas a --areas b` = `--areas a,b`) and refused
// in one line otherwise: yargs hands the command an array where it expects one value, and nothing
// downstream should have to guess which one was meant.
import { UsageError } from '../usage-error.js';

/** Comma-separated list options: repeating them adds to the list. */
const LIST_OPTIONS = new Set(['areas', 'only', 'sizes']);

const camel = (kebab: string): string => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Merges or refuses repeated options in `argv` (in place). `arrays`: the options the command declares
 * as arrays (and its variadic positionals), which may repeat.
 */
export function settleRepeatedOptions(argv: Record<string, unknown>, arrays: readonly string[]): void {
  const allowed = new Set([...arrays, ...arrays.map(camel), '_', '$0']);
  for (const [key, value] of Object.entries(argv)) {
    if (!Array.isArray(value) || allowed.has(key)) continue;
    // yargs keeps both spellings (`timeout-multiplier` and `timeoutMultiplier`): settle the kebab one.
    if (/[A-Z]/.test(key) && Object.keys(argv).some((k) => k !== key && camel(k) === key)) continue;
    if (LIST_OPTIONS.has(key)) {
      const merged = value.map(String).join(',');
      argv[key] = merged;
      argv[camel(key)] = merged;
      continue;
    }
    const shown = value.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ');
    throw new UsageError(`--${key} was given ${value.length} times (${shown}): give it once`);
  }
}
