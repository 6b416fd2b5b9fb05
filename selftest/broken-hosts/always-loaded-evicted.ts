// Broken: always-loaded tools enter the loaded set, so they count toward the limit and get evicted (breaks CATALOG-015).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import type { LoadToolResult, NotFound } from '../../reference-impl/catalog/types.js';
import { withTurns } from './support/catalog-seams.js';

/** Every tool of the catalog is stamped on load and use, always-loaded ones too. */
class AlwaysLoadedStamped extends CatalogTurn {
  override loadTool(name: string): LoadToolResult | NotFound {
    if (!this.catalog().has(name)) return super.loadTool(name);
    return { loaded: name, evicted: this.working.stamp(name, this.setup.tick(), this.index.config.maxLoadedPerSession) };
  }

  override use(name: string): boolean {
    const exposed = this.catalog().exposed.has(name);
    if (exposed && this.working.loaded.has(name)) this.working.stamp(name, this.setup.tick(), this.index.config.maxLoadedPerSession);
    return exposed;
  }
}

export default withTurns(AlwaysLoadedStamped);
