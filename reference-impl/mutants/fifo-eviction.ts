// Broken: eviction is least recently LOADED: a use does not re-stamp a tool (breaks CATALOG-014).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // A use still answers whether the tool is exposed; it just leaves the stamp alone.
    catalog: createCatalogOps({ stampOnUse: false }),
  },
});
