// Broken: the anthropic channel sends every catalog tool without defer_loading (breaks CATALOG-019).
import { rewriteToolsList, withCatalogOps } from './support/catalog-seams.js';

/** The anthropic list without its defer_loading marks. */
export default withCatalogOps(
  rewriteToolsList((channel, list) => (channel === 'anthropic' ? list.map(({ defer_loading: _deferred, ...tool }) => tool) : list)),
);
