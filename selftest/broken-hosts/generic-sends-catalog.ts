// Broken: the generic channel sends every catalog tool, not only the exposed ones (breaks CATALOG-020).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The anthropic channel and the exposed set are right; generic just ignores exposure.
    catalog: createCatalogOps({ genericExposedOnly: false }),
  },
});
