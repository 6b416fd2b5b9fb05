// Variant: another discover ranking (departs from CATALOG-009, a SHOULD, and from nothing else). It keeps
// what the MUSTs ask (CATALOG-007/008/010: the turn's entries only, at most discoverTopK, none twice, an
// exact tool name first, nothing for an empty query) and changes the rest: matching is case-sensitive, an
// entry scores per query word found in its name (3) or description (1), higher scores first, and ties go
// to skills before tools, then names in descending order.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';
import type { SearchEntry } from '../../../reference-impl/catalog/discover.js';
import type { DiscoverResult } from '../../../reference-impl/catalog/types.js';

interface Scored {
  readonly entry: SearchEntry;
  readonly exactTool: boolean;
  readonly score: number;
}

function score(entry: SearchEntry, words: readonly string[]): number {
  return words.reduce((sum, w) => sum + (entry.name.includes(w) ? 3 : 0) + (entry.description.includes(w) ? 1 : 0), 0);
}

export function scoreRanking(entries: Iterable<SearchEntry>, query: string, topK: number): DiscoverResult[] {
  const words = query.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || topK <= 0) return [];
  const seen = new Set<string>();
  const scored: Scored[] = [];
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.name}`;
    if (seen.has(key)) continue;
    const exactTool = entry.kind === 'tool' && entry.name === query;
    const s = score(entry, words);
    if (!exactTool && s === 0) continue;
    seen.add(key);
    scored.push({ entry, exactTool, score: s });
  }
  scored.sort((a, b) => {
    if (a.exactTool !== b.exactTool) return a.exactTool ? -1 : 1;
    if (a.score !== b.score) return b.score - a.score;
    if (a.entry.kind !== b.entry.kind) return a.entry.kind === 'skill' ? -1 : 1;
    return a.entry.name < b.entry.name ? 1 : a.entry.name > b.entry.name ? -1 : 0;
  });
  return scored.slice(0, topK).map(({ entry }) => ({ kind: entry.kind, name: entry.name }));
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, catalog: createCatalogOps({ rank: scoreRanking }) },
});
