// Broken: the generic channel sends every catalog tool, not only the exposed ones (breaks CATALOG-020).
import { rewriteToolsList, withCatalogOps } from './support/catalog-seams.js';

/** The generic channel's list is the whole catalog (the anthropic list without its defer_loading marks). */
export default withCatalogOps(
  rewriteToolsList((channel, list, all) => (channel === 'generic' ? all.map(({ defer_loading: _deferred, ...tool }) => tool) : list)),
);
