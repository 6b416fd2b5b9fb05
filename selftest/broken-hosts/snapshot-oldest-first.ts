// Broken: the session snapshot lists its loaded tools oldest first (breaks CATALOG-024).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Eviction and persistence are right; only the order the snapshot shows is reversed.
    catalog: createCatalogOps({ snapshotMostRecentFirst: false }),
  },
});
