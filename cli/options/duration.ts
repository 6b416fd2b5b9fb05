// Durations are written one way in every command: a number and its unit ("1500ms", "30s", "2m", "1h").
// A bare number is refused: `--time 1500` meant milliseconds to one command and nothing to another.
import { MAX_TIMER_MS } from '../../host/timeouts.js';
import { UsageError } from '../usage-error.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "30s", "2m", "1500ms", "1h", "0.5s" → milliseconds; anything else is a one-line usage error naming `option`. */
export function parseDuration(text: string, option: string): number {
  const trimmed = String(text).trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) {
    throw new UsageError(`${option} ${trimmed}: give a unit, e.g. ${option} ${trimmed}ms or ${option} ${Number(trimmed) >= 1000 ? `${Number(trimmed) / 1000}s` : `${trimmed}s`} (durations are written with ms, s, m or h)`);
  }
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(trimmed);
  if (!m) throw new UsageError(`${option} "${text}": expected a duration such as 30s, 2m, 1500ms`);
  const ms = Number(m[1]) * UNITS[m[2]!]!;
  if (!(ms >= 1)) throw new UsageError(`${option} ${trimmed}: must be at least 1ms`);
  if (ms > MAX_TIMER_MS) throw new UsageError(`${option} ${trimmed}: at most ${Math.floor(MAX_TIMER_MS / 3_600_000)}h`);
  return Math.round(ms);
}
