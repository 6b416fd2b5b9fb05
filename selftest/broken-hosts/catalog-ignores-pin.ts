// Broken: a turn's catalog and load_tool follow the current generation, not the one the turn pinned (breaks CATALOG-023).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The turn still answers its pinned generation's number; only what it can see moves on.
    catalog: createCatalogOps({ catalogFromPin: false }),
  },
});
