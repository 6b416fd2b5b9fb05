// Digests of a channel's entries, kept with the catalog they were computed from: a turn's catalog is a
// shared frozen array (catalog-index.ts), and what a channel sends is decided by that array, the channel
// and the exposed names. A turn whose catalog and exposed set were met before costs a key and a lookup.
import { BoundedCache } from './bounded-cache.js';
import type { CatalogTool, TurnCatalog } from '../../reference-impl/catalog/types.js';
import type { ToolsDigest } from '../../reference-impl/catalog/channel/tools-digest.js';
import { toolsDigestOf } from '../../reference-impl/catalog/channel/tools-digest.js';

/** Exposed sets kept per catalog: turns of one key differ only in their loaded tools. */
export const DIGESTS_PER_CATALOG = 32;

export class DigestCache {
  private readonly byCatalog = new WeakMap<readonly CatalogTool[], BoundedCache<string, ToolsDigest>>();

  /** The digest of `entries()` (the channel's list for this catalog), computed once per exposed set. */
  digestOf(channel: string, catalog: TurnCatalog, entries: () => readonly unknown[]): ToolsDigest {
    let digests = this.byCatalog.get(catalog.tools);
    if (digests === undefined) this.byCatalog.set(catalog.tools, (digests = new BoundedCache(DIGESTS_PER_CATALOG)));
    const key = JSON.stringify([channel, ...[...catalog.exposed].sort()]);
    return digests.getOrMake(key, () => toolsDigestOf(entries()));
  }
}
