// Broken: a sub-agent's loads merge into its parent's session at its end (breaks CATALOG-018).
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import type { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** A sub-agent turn's end merges its working set into the session, as a top-level turn's does. */
class PersistsSubAgents extends CatalogHost {
  override endTurn(turn: CatalogTurn): void {
    const subAgent = !turn.ended && turn.parent !== undefined;
    super.endTurn(turn);
    if (subAgent) this.persist(turn);
  }
}

export default withCatalogOps(opsWithHost((options) => new PersistsSubAgents(options)));
