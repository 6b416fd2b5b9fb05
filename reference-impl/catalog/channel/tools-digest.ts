// The digest form of the `tools` step (spec/protocol.md §11, CATALOG-028): instead of the entry list, its length and the
// SHA-256 of its canonical JSON (RFC 8785: no whitespace, members sorted by name in UTF-16 code units,
// strings and numbers as JSON.stringify writes them; a string is hashed as UTF-8). A benchmark asks for it so that a turn's wire cost
// does not grow with the catalog; the answer is the digest of exactly what the full form would send.
import { createHash } from 'node:crypto';

export interface ToolsDigest {
  readonly count: number;
  readonly digest: string;
}

/** RFC 8785 text of a JSON value (what JSON.parse answers: no undefined anywhere in it). */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
  return `{${members.join(',')}}`;
}

/** The digest of the entries as the wire carries them: JSON, which leaves an undefined member out. */
export function toolsDigestOf(entries: readonly unknown[]): ToolsDigest {
  const sent = JSON.parse(JSON.stringify(entries)) as unknown[];
  return { count: sent.length, digest: `sha256:${createHash('sha256').update(canonicalJson(sent)).digest('hex')}` };
}
