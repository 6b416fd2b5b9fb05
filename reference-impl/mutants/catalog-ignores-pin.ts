// Broken: a turn's catalog and load_tool follow the current generation, not the one the turn pinned (breaks CATALOG-023).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The turn still answers its pinned generation's number; only what it can see moves on.
    catalog: createCatalogOps({ catalogFromPin: false }),
  },
});
