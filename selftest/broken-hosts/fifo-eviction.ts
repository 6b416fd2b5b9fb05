// Broken: eviction is least recently LOADED: a use does not re-stamp a tool (breaks CATALOG-014).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // A use still answers whether the tool is exposed; it just leaves the stamp alone.
    catalog: createCatalogOps({ stampOnUse: false }),
  },
});
