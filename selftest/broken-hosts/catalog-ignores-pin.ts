// Broken: a turn's catalog and load_tool follow the current generation, not the one the turn pinned (breaks CATALOG-023).
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import type { CatalogIndex } from '../../reference-impl/catalog/generation-catalog.js';
import type { TurnSetup } from '../../reference-impl/catalog/controller.js';
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** Turns that read the generation current now instead of the one they pinned. */
class CurrentGenerationHost extends CatalogHost {
  protected override createTurn(setup: TurnSetup): CatalogTurn {
    // The current generation as the turn's owner looks it up (CATALOG-030 is not this host's bug).
    const current = (): CatalogIndex => this.ownerIndexOf(this.indexOf(this.generations.current), setup.agent);
    return new (class extends CatalogTurn {
      protected override get index(): CatalogIndex {
        return current();
      }
    })(setup);
  }
}

export default withCatalogOps(opsWithHost((options) => new CurrentGenerationHost(options)));
