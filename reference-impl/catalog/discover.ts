// discover (spec/catalog.md, CATALOG-007..010): the reference ranking over a turn's catalog tools and visible
// skills. Rank 0: the exact name; 1: the name starts with the query; 2: the name contains it; 3: every
// whitespace-separated term occurs in the name or the description (case-insensitive). Ties by name, then
// tool before skill; at most topK. The caller decides what is searched; this only ranks.
// Names are lowercase (registry name rules), so rank 0 needs no test of its own: the exact name starts
// with the query and sorts before every longer name that does.
import type { DiscoverResult } from './types.js';

export interface SearchEntry {
  readonly kind: 'tool' | 'skill';
  readonly name: string;
  readonly description: string;
}

/** A query prepared once per search. */
export interface Query {
  readonly lower: string;
  /** Its whitespace-separated terms; an empty one (two spaces in a row) occurs everywhere, so it changes nothing. */
  readonly terms: readonly string[];
}

export function queryOf(text: string): Query {
  const lower = text.toLowerCase();
  return { lower, terms: lower.split(/\s/) };
}

/** The entry's rank for the query, or undefined when it does not match. */
export function rankOf(query: Query, name: string, description: string): number | undefined {
  const lowerName = name.toLowerCase();
  if (lowerName.startsWith(query.lower)) return 1;
  if (lowerName.includes(query.lower)) return 2;
  const lowerDescription = description.toLowerCase();
  return query.terms.every((t) => lowerName.includes(t) || lowerDescription.includes(t)) ? 3 : undefined;
}

interface Ranked {
  readonly rank: number;
  readonly entry: SearchEntry;
}

/** Ranks and cuts the entries a discover searches (CATALOG-007/008 are the host's to keep; CATALOG-009 recommends discoverIn). */
export type DiscoverRanking = (entries: Iterable<SearchEntry>, query: string, topK: number) => DiscoverResult[];

/**
 * The ranked results: deterministic, at most topK. A blank query finds nothing. The entries are distinct:
 * catalog tools, then visible skills.
 */
export function discoverIn(entries: Iterable<SearchEntry>, text: string, topK: number): DiscoverResult[] {
  if (text.trim() === '') return [];
  const query = queryOf(text);
  const ranked: Ranked[] = [];
  for (const entry of entries) {
    const rank = rankOf(query, entry.name, entry.description);
    if (rank !== undefined) ranked.push({ rank, entry });
  }
  // By rank, then name in code-unit order; the sort is stable, so a tool stays before the skill of its name.
  ranked.sort((a, b) => a.rank - b.rank || (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0));
  return ranked.slice(0, topK).map(({ entry }) => ({ kind: entry.kind, name: entry.name }));
}
