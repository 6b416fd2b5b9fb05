// Broken: ask_user is a framework tool of every turn, unattended and sub-agent turns included (breaks CATALOG-025).
import type { TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { withTurns } from './support/catalog-seams.js';

/** Every turn's catalog is built as an attended turn's. */
class AlwaysAttended extends CatalogTurn {
  protected override scope(): TurnScope {
    return { ...super.scope(), attended: true };
  }
}

export default withTurns(AlwaysAttended);
