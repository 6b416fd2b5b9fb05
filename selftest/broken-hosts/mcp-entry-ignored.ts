// Broken: mcpServers entries are ignored: an MCP server's tools follow the global alwaysLoadedTools (breaks CATALOG-006).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The configuration is still validated; its mcpServers just play no part.
    catalog: createCatalogOps({ mcpServerEntries: false }),
  },
});
