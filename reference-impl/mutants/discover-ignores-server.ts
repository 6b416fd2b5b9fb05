// Broken: discover ignores mcpServer: it searches every catalog tool and visible skill (breaks CATALOG-010).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The ranking and the cut are the reference's; only the server filter is gone.
    catalog: createCatalogOps({ discoverByServer: false }),
  },
});
