// Broken: a tool without an input schema is sent with {} instead of {"type": "object"} (breaks CATALOG-021).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Only the channel entries of schema-less plugin and Seam tools change.
    catalog: createCatalogOps({ defaultObjectSchema: false }),
  },
});
