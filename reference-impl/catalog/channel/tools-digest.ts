// The digest form of the `tools` step (spec/protocol.md §11): instead of the entry list, its length and the
// SHA-256 of its canonical JSON (RFC 8785: no whitespace, members sorted by name in UTF-16 code units,
// strings and numbers as JSON.stringify writes them; a string is hashed as UTF-8). A benchmark asks for it so that a turn's wire cost
// does not grow with the catalog; the answer is the digest of exactly what the full form would send.
import { createHash } from 'node:crypto';

export interface ToolsDigest {
  readonly count: number;
  readonly digest: string;
}

/** RFC 8785 text of a JSON value (undefined members are left out, as JSON.stringify leaves them). */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
  return `{${members.join(',')}}`;
}

export function toolsDigestOf(entries: readonly unknown[]): ToolsDigest {
  return { count: entries.length, digest: `sha256:${createHash('sha256').update(canonicalJson(entries)).digest('hex')}` };
}
