// Broken: the open top-level turns of one session share one working set, so a load in one shows in the other at once (breaks CATALOG-017).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import { opsWithHost, SharedSessionsHost, withCatalogOps } from './support/catalog-seams.js';

export default withCatalogOps(opsWithHost((options) => new SharedSessionsHost(options, CatalogTurn)));
