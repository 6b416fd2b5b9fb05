// Broken: discover searches every tool and skill of the generation, not the turn's catalog (breaks CATALOG-007).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Access control and scope are skipped for discover only; load_tool still refuses.
    catalog: createCatalogOps({ discoverInCatalog: false }),
  },
});
