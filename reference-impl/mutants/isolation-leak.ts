// Broken: the open top-level turns of one session share one working set, so a load in one shows in the other at once (breaks CATALOG-017).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Each start of a session that already has an open turn reuses that turn's working set.
    catalog: createCatalogOps({ isolateConcurrentTurns: false }),
  },
});
