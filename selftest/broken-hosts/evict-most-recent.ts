// Broken: past maxLoadedPerSession a load evicts the most recently loaded-or-used tool before it, not the least (breaks CATALOG-014).
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import { WorkingSet } from '../../reference-impl/catalog/working-set.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** A working set whose trim removes the newest other stamp: a stack where the rule asks for a queue. */
class NewestEvictedSet extends WorkingSet {
  override stamp(name: string, stamp: number, max: number): string[] {
    this.loaded.set(name, stamp);
    this.stamped.set(name, stamp);
    const removed: string[] = [];
    while (this.loaded.size > max) {
      let newest: string | undefined;
      for (const [other, at] of this.loaded) if (other !== name && (newest === undefined || at > this.loaded.get(newest)!)) newest = other;
      // With no other tool left (a limit of 0) the load itself is the one to go.
      newest ??= name;
      this.loaded.delete(newest);
      removed.push(newest);
    }
    return removed.sort();
  }
}

class NewestEvictingHost extends CatalogHost {
  protected override workingSetOf(session: string): WorkingSet {
    return new NewestEvictedSet(this.snapshot(session));
  }
}

export default withCatalogOps(opsWithHost((options) => new NewestEvictingHost(options)));
