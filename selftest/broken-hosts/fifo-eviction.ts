// Broken: eviction is least recently LOADED: a use does not re-stamp a tool (breaks CATALOG-014).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { withTurns } from './support/catalog-seams.js';

/** A use still answers whether the tool is exposed; it just leaves the stamp alone. */
class NoStampOnUse extends CatalogTurn {
  override use(name: string): boolean {
    return this.catalog().exposed.has(name);
  }
}

export default withTurns(NoStampOnUse);
