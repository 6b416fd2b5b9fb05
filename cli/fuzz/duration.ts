// "30s", "2m", "1500ms", "1h" → milliseconds.
import { UsageError } from '../usage-error.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseDuration(text: string, option: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!m) throw new UsageError(`${option} "${text}": expected a duration such as 30s, 2m, 1500ms`);
  const ms = Number(m[1]) * UNITS[m[2]!]!;
  if (!(ms > 0)) throw new UsageError(`${option} must be longer than zero`);
  return ms;
}
