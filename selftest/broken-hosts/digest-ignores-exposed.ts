// Broken: the digest form of `tools` is kept per catalog and channel only (breaks CATALOG-028): after a
// load_tool changes what is exposed it still answers the digest of the old list.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The full form is right; only the digest lags behind the exposed set.
    catalog: createCatalogOps({ digestPerExposedSet: false }),
  },
});
