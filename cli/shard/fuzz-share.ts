// A fuzz campaign split over n machines: shard i uses its own seed (base + i - 1), so no two shards
// replay the same generated sequence, and its share of the runs (the shares add up to the total).
import type { Shard } from './shard.js';

export interface FuzzShare {
  seed: number;
  /** Undefined when the campaign is bounded by --time: each shard then fuzzes for the whole time. */
  runs?: number;
}

export function fuzzShare(shard: Shard, baseSeed: number, totalRuns: number | undefined): FuzzShare {
  // fast-check seeds are 32-bit: wrap instead of overflowing into a different (but still distinct) seed.
  const seed = (baseSeed + shard.index - 1) | 0;
  if (totalRuns === undefined) return { seed };
  const base = Math.floor(totalRuns / shard.count);
  const extra = shard.index <= totalRuns % shard.count ? 1 : 0;
  return { seed, runs: base + extra };
}
