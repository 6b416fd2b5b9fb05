// Broken: the anthropic channel sends every catalog tool without defer_loading (breaks CATALOG-019).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Exposure is right (the generic channel shows it); anthropic marks nothing deferred.
    catalog: createCatalogOps({ deferUnexposed: false }),
  },
});
