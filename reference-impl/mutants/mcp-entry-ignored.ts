// Broken: mcpServers entries are ignored: an MCP server's tools follow the global alwaysLoadedTools (breaks CATALOG-006).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from '../catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The configuration is still validated; its mcpServers just play no part.
    catalog: createCatalogOps({ mcpServerEntries: false }),
  },
});
