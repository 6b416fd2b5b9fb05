// Broken: every session reads and writes one shared state, so one session's loads show in another's turns (breaks CATALOG-013).
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import { MemorySessionStore } from '../../reference-impl/catalog/memory-store.js';
import type { SessionSnapshot, SessionStore } from '../../reference-impl/catalog/types.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** A session store that ignores the session key: "only there" is lost, "persist" still holds. */
class OneSessionStore implements SessionStore {
  private readonly inner = new MemorySessionStore();
  read(_session: string): SessionSnapshot | undefined {
    return this.inner.read('shared');
  }
  write(_session: string, snapshot: SessionSnapshot): void {
    this.inner.write('shared', snapshot);
  }
  readClock(): number {
    return this.inner.readClock();
  }
  writeClock(value: number): void {
    this.inner.writeClock(value);
  }
}

export default withCatalogOps(opsWithHost((options) => new CatalogHost({ ...options, store: new OneSessionStore() })));
