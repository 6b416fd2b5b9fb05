// `--shard i/n`: which slice of the work this machine does. Assignment is by a stable hash of a name,
// so every machine of a CI matrix computes the same split without talking to the others.
import { UsageError } from '../usage-error.js';

export interface Shard {
  /** 1-based, as people write it: 1/4 … 4/4. */
  index: number;
  count: number;
}

/** The environment variable through which the vitest workers learn the shard of a run. */
export const SHARD_ENV = 'CAPKIT_SHARD';

export function parseShard(text: string, option = '--shard'): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new UsageError(`${option} "${text}": expected i/n, e.g. 1/4 (shard 1 of 4)`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > 1000) throw new UsageError(`${option} "${text}": the number of shards must be between 1 and 1000`);
  if (index < 1 || index > count) throw new UsageError(`${option} "${text}": the shard index must be between 1 and ${count}`);
  return { index, count };
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/**
 * FNV-1a (32 bit) over the UTF-16 code units: tiny, dependency-free, identical in every process and
 * in any language a CI script is written in; it only has to spread names, not resist attackers.
 */
export function fnv1a(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** FNV-1a followed by murmur3's finaliser: FNV's low bits alone split names like "case 1…200" badly mod n. */
export function stableHash(key: string): number {
  let h = fnv1a(key);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The 1-based shard a name belongs to. */
export function shardOfKey(key: string, count: number): number {
  return (stableHash(key) % count) + 1;
}

export function inShard(key: string, shard: Shard | undefined): boolean {
  return shard === undefined || shardOfKey(key, shard.count) === shard.index;
}

/** Reads CAPKIT_SHARD (set by `capkit run --shard`); undefined when the run is not sharded. */
export function shardFromEnv(env: NodeJS.ProcessEnv = process.env): Shard | undefined {
  const raw = env[SHARD_ENV];
  if (raw === undefined || raw === '') return undefined;
  return parseShard(raw, SHARD_ENV);
}
