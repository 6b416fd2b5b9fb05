// Broken: always-loaded tools enter the loaded set, so they count toward the limit and get evicted (breaks CATALOG-015).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // load_tool of an always-loaded tool ticks, stamps and trims like any other.
    catalog: createCatalogOps({ alwaysLoadedExempt: false }),
  },
});
