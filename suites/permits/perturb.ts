// Near variants of one check (a message value or a permit item changed a little), so the probes that tell
// misreadings apart (./blame.ts) are drawn from around the check that went wrong, where they are likely.
import { pythonStr, rustDisplay } from './foreign-strings.js';
import type { WireMessage } from './arbitraries.js';

/** Values close to `v`: padded, case-changed, cut, extended, other spellings of a number. */
export function nearValues(v: unknown): unknown[] {
  if (typeof v === 'number' || typeof v === 'boolean') return [String(v), pythonStr(v), rustDisplay(v), ` ${String(v)}`];
  if (typeof v !== 'string') return [];
  return [` ${v}`, `${v} `, `\u00a0${v}`, v.toUpperCase(), v.toLowerCase(), `${v}x`, `x${v}`, v.slice(0, -1), v.slice(1), '*', ''];
}

const PATHS: readonly (readonly string[])[] = [['$adapter'], ['$channel', 'type'], ['$channel', 'id'], ['$sender', 'id'], ['$sender', 'role']];

function withValue(message: WireMessage, path: readonly string[], value: unknown): WireMessage {
  const copy = structuredClone(message) as unknown as Record<string, unknown>;
  const [head, key] = path as [string, string | undefined];
  if (key === undefined) copy[head] = value;
  else copy[head] = { ...((copy[head] as Record<string, unknown> | undefined) ?? {}), [key]: value };
  return copy as unknown as WireMessage;
}

function valueAt(message: WireMessage, path: readonly string[]): unknown {
  let at: unknown = message;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** The message with one value changed, and without $channel or $sender. */
export function nearMessages(message: WireMessage | null): WireMessage[] {
  if (message === null) return [];
  const out: WireMessage[] = [];
  for (const path of PATHS) {
    const v = valueAt(message, path);
    if (v === undefined) continue;
    // Only schema-valid values: a type and a role stay strings.
    for (const near of nearValues(v)) if ((path[1] !== 'role' && path[1] !== 'type') || typeof near === 'string') out.push(withValue(message, path, near));
  }
  const { $channel: _c, ...noChannel } = message;
  const { $sender: _s, ...noSender } = message;
  return [...out, noChannel, noSender, { ...message, $channel: { ...(message.$channel ?? {}), type: '' } }];
}

/** The permit with one item changed. */
export function nearPermits(permit: unknown): string[] {
  if (typeof permit !== 'string') return [];
  const open = permit.indexOf('(');
  if (open < 0 || !permit.endsWith(')')) return [];
  const kind = permit.slice(0, open);
  const items = permit.slice(open + 1, -1).split(',');
  return items.flatMap((item, i) => nearValues(item.trim()).map((near) => `${kind}(${items.map((x, j) => (j === i ? String(near) : x)).join(',')})`));
}
