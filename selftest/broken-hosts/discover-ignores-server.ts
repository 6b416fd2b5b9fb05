// Broken: discover ignores mcpServer: it searches every catalog tool and visible skill (breaks CATALOG-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The ranking and the cut are the reference's; only the server filter is gone.
    catalog: createCatalogOps({ discoverByServer: false }),
  },
});
