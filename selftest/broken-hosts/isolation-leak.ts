// Broken: the open top-level turns of one session share one working set, so a load in one shows in the other at once (breaks CATALOG-017).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Each start of a session that already has an open turn reuses that turn's working set.
    catalog: createCatalogOps({ isolateConcurrentTurns: false }),
  },
});
