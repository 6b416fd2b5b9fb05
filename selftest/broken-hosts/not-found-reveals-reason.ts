// Broken: load_tool of an existing tool the turn may not see answers another not-found message than an unknown name (breaks CATALOG-011).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The code stays not-found; the message tells the tool exists.
    catalog: createCatalogOps({ uniformNotFound: false }),
  },
});
