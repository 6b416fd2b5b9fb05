// Broken: discover ignores mcpServer: it searches every catalog tool and visible skill (breaks CATALOG-010).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import type { DiscoverResult } from '../../reference-impl/catalog/types.js';
import { withTurns } from './support/catalog-seams.js';

/** A discover with a server filter searches as if none was given. */
class NoServerFilter extends CatalogTurn {
  override discover(query: string): readonly DiscoverResult[] {
    return super.discover(query);
  }
}

export default withTurns(NoServerFilter);
