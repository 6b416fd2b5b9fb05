// A small least-recently-used map: the catalogs an index keeps per turn key, and the digests a catalog keeps
// per exposed set. Bounded, so a generation that meets many distinct messages holds a fixed amount of memory;
// an entry pushed out is only built again when its key comes back.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, built by `make` when absent; either way `key` becomes the most recently used. */
  getOrMake(key: K, make: () => V): V {
    // Values are never undefined, so a miss is the only undefined read.
    const value = this.entries.get(key) ?? make();
    // Re-inserting moves the key to the end of the Map's order: the end is the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}

/**
 * A map that forgets every entry once it holds `capacity`: a hit costs one lookup (an LRU reorders on each),
 * for caches met mostly by hits whose entries are alike in worth (a schema's metaschema verdict).
 */
export class ForgetfulCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, built by `make` when absent. */
  getOrMake(key: K, make: () => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.capacity) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
