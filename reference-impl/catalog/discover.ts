// discover (spec/catalog.md, CATALOG-007..010): the reference ranking over a turn's catalog tools and visible
// skills. Rank 0: the exact name; 1: the name starts with the query; 2: the name contains it; 3: every
// whitespace-separated term occurs in the name or the description (case-insensitive). Ties by name, then
// tool before skill; at most topK. The caller decides what is searched; this only ranks.
import type { DiscoverResult } from './types.js';

export interface SearchEntry {
  readonly kind: 'tool' | 'skill';
  readonly name: string;
  readonly description: string;
}

/** A query prepared once per search. */
export interface Query {
  readonly text: string;
  readonly lower: string;
  readonly terms: readonly string[];
}

export function queryOf(text: string): Query {
  return { text, lower: text.toLowerCase(), terms: text.toLowerCase().split(/\s+/).filter((t) => t !== '') };
}

/** The entry's rank for the query, or undefined when it does not match. */
export function rankOf(query: Query, name: string, description: string): number | undefined {
  if (query.text === name) return 0;
  const lowerName = name.toLowerCase();
  if (lowerName.startsWith(query.lower)) return 1;
  if (lowerName.includes(query.lower)) return 2;
  if (query.terms.length === 0) return undefined;
  const lowerDescription = description.toLowerCase();
  return query.terms.every((t) => lowerName.includes(t) || lowerDescription.includes(t)) ? 3 : undefined;
}

const KIND_ORDER = { tool: 0, skill: 1 } as const;

interface Ranked {
  readonly rank: number;
  readonly entry: SearchEntry;
}

function compare(a: Ranked, b: Ranked): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  // Code-unit order, as every other list of the kit.
  if (a.entry.name !== b.entry.name) return a.entry.name < b.entry.name ? -1 : 1;
  return KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind];
}

/** The ranked results: deterministic, at most topK, each (kind, name) once. An empty query finds nothing. */
/** Ranks and cuts the entries a discover searches (CATALOG-007/008 are the host's to keep; CATALOG-009 recommends discoverIn). */
export type DiscoverRanking = (entries: Iterable<SearchEntry>, query: string, topK: number) => DiscoverResult[];

export function discoverIn(entries: Iterable<SearchEntry>, text: string, topK: number): DiscoverResult[] {
  if (text.trim() === '' || topK <= 0) return [];
  const query = queryOf(text);
  const ranked: Ranked[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const rank = rankOf(query, entry.name, entry.description);
    if (rank === undefined) continue;
    const key = `${entry.kind}:${entry.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ranked.push({ rank, entry });
  }
  ranked.sort(compare);
  return ranked.slice(0, topK).map(({ entry }) => ({ kind: entry.kind, name: entry.name }));
}
