// Broken: a turn's catalog ignores providers scoped to its agent (breaks CATALOG-030): it reads the global
// lookup whatever its agent, so such a provider never reaches the catalog nor replaces the global one there.
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** Turns of every agent see the global providers only. */
class GlobalLookupHost extends CatalogHost {
  protected override ownerGenerationOf(generation: Generation): Generation {
    return generation;
  }
}

export default withCatalogOps(opsWithHost((options) => new GlobalLookupHost(options)));
