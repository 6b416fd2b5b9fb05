// Digests of a channel's entries, kept with the catalog they were computed from: a turn's catalog is a
// shared frozen array (catalog-index.ts), and what a channel sends is decided by that array, the channel
// and the exposed names. A turn whose catalog and exposed set were met before costs a key and a lookup.
import { BoundedCache } from '../bounded-cache.js';
import type { CatalogTool, TurnCatalog } from '../types.js';
import type { ToolsDigest } from './tools-digest.js';
import { toolsDigestOf } from './tools-digest.js';

/** Exposed sets kept per catalog: turns of one key differ only in their loaded tools. */
export const DIGESTS_PER_CATALOG = 32;

export class DigestCache {
  /** `perExposedSet` false: a broken host that keys digests by catalog and channel only (selftest/broken-hosts). */
  constructor(private readonly perExposedSet: boolean) {}

  private readonly byCatalog = new WeakMap<readonly CatalogTool[], BoundedCache<string, ToolsDigest>>();

  /** The digest of `entries()` (the channel's list for this catalog), computed once per exposed set. */
  digestOf(channel: string, catalog: TurnCatalog, entries: () => readonly unknown[]): ToolsDigest {
    let digests = this.byCatalog.get(catalog.tools);
    if (digests === undefined) this.byCatalog.set(catalog.tools, (digests = new BoundedCache(DIGESTS_PER_CATALOG)));
    const key = this.perExposedSet ? JSON.stringify([channel, ...[...catalog.exposed].sort()]) : channel;
    return digests.getOrMake(key, () => toolsDigestOf(entries()));
  }
}
