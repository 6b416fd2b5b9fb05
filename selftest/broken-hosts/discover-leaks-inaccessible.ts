// Broken: discover searches every tool and skill of the generation, not the turn's catalog (breaks CATALOG-007).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Access control and scope are skipped for discover only; load_tool still refuses.
    catalog: createCatalogOps({ discoverInCatalog: false }),
  },
});
