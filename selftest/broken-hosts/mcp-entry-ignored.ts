// Broken: mcpServers entries are ignored: an MCP server's tools follow the global alwaysLoadedTools (breaks CATALOG-006).
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** The catalog host is given the configuration without its mcpServers entries. */
export default withCatalogOps(opsWithHost((options) => new CatalogHost({ ...options, ...(options.config ? { config: { ...options.config, mcpServers: {} } } : {}) })));
