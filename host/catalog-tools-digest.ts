// The kit's side of the digest form of the catalog `tools` step (spec/protocol.md §11, CATALOG-028): which
// hosts offer it (hello `features`), and the digest a full answer stands for, computed here on its own
// (RFC 8785 canonical JSON, SHA-256) so that a host's digest is checked against the kit's, never its own.
import { createHash } from 'node:crypto';
import type { HelloResponse } from './protocol.js';

export const TOOLS_DIGEST_FEATURE = 'catalog.tools.digest';

/** The host's hello declares the digest form (a hello without `features` declares none). */
export function offersToolsDigest(hello: HelloResponse): boolean {
  const features = (hello as { features?: unknown }).features;
  return Array.isArray(features) && features.includes(TOOLS_DIGEST_FEATURE);
}

const byCodeUnits = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

/** RFC 8785: members sorted by UTF-16 code units, no whitespace, primitives as JSON.stringify writes them. */
export function canonicalText(value: unknown): string {
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value) items.push(item === undefined ? 'null' : canonicalText(item));
    return `[${items.join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const names = Object.keys(record).filter((name) => record[name] !== undefined).sort(byCodeUnits);
    return `{${names.map((name) => `${JSON.stringify(name)}:${canonicalText(record[name])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a digest answer must be for this full `tools` list. */
export function expectedToolsDigest(tools: readonly unknown[]): { count: number; digest: string } {
  return { count: tools.length, digest: `sha256:${createHash('sha256').update(Buffer.from(canonicalText(tools), 'utf8')).digest('hex')}` };
}

/**
 * How a digest answer departs from the full answer it stands for, in one line; undefined when it agrees.
 * `full` and `digest` are the two results of the same turn at the same moment.
 */
export function toolsDigestMismatch(full: unknown, digest: unknown): string | undefined {
  const tools = (full as { tools?: unknown } | null)?.tools;
  if (!Array.isArray(tools)) return `the full answer has no tools list: ${JSON.stringify(full)}`;
  const want = expectedToolsDigest(tools);
  const got = digest as { count?: unknown; digest?: unknown } | null;
  if (typeof got !== 'object' || got === null) return `the digest answer is not an object: ${JSON.stringify(digest)}`;
  if (got.count !== want.count) return `count ${JSON.stringify(got.count)}, but the full answer has ${want.count} entries`;
  if (got.digest !== want.digest) return `digest ${JSON.stringify(got.digest)}, but the full answer's canonical JSON hashes to ${want.digest}`;
  return undefined;
}
