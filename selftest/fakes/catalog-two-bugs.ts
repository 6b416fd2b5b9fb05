// A fake catalog host with two planted bugs, for the fuzz campaign's own tests: a use does not re-stamp
// a tool, so eviction is least recently LOADED (CATALOG-014), and the open top-level turns of one session
// share one working set (CATALOG-017). One campaign must find both, as two classes.
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { opsWithHost, SharedSessionsHost, withCatalogOps } from '../broken-hosts/support/catalog-seams.js';

/** A use answers whether the tool is exposed and leaves its stamp alone. */
class NoStampOnUse extends CatalogTurn {
  override use(name: string): boolean {
    return this.catalog().exposed.has(name);
  }
}

export default withCatalogOps(opsWithHost((options) => new SharedSessionsHost(options, NoStampOnUse)));
