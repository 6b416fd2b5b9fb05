// Broken: always-loaded tools enter the loaded set, so they count toward the limit and get evicted (breaks CATALOG-015).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // load_tool of an always-loaded tool ticks, stamps and trims like any other.
    catalog: createCatalogOps({ alwaysLoadedExempt: false }),
  },
});
