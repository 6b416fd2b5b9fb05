// Broken: ask_user is a framework tool of every turn, unattended and sub-agent turns included (breaks CATALOG-025).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // Attended or not, the catalog holds ask_user (and shadows a plugin ask_user).
    catalog: createCatalogOps({ askUserOnlyAttended: false }),
  },
});
