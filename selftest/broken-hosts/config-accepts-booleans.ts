// Broken: a boolean where deferredTools wants an integer is read as 0 or 1, as a language whose booleans are integers would (breaks CATALOG-016).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // maxLoadedPerSession: true becomes 1 instead of invalid-config.
    catalog: createCatalogOps({ booleansAreNotIntegers: false }),
  },
});
