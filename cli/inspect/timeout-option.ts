// `--timeout`: how long one step of loading a plugin's code may take (each tool entry's import, and
// preparing the plugin), written as a duration like every duration of the kit (`30s`, `2m`, `1500ms`).
import { parseDuration } from '../fuzz/duration.js';
import { UsageError } from '../usage-error.js';

export const DEFAULT_TIMEOUT = '10s';

// Node's timers hold at most 2^31-1 ms (a longer one fires at once); an hour is already more than any import needs.
const MAX_MS = 3_600_000;

export function parseTimeout(text: unknown): number {
  if (typeof text !== 'string') throw new UsageError(`--timeout: expected one duration such as 30s, got ${JSON.stringify(text)}`);
  const ms = parseDuration(text, '--timeout');
  if (ms > MAX_MS) throw new UsageError(`--timeout "${text}" is longer than the largest allowed, 1h`);
  return ms;
}

/** 2000 → "2s", 1500 → "1500ms", 120000 → "2m". */
export function formatDuration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}
