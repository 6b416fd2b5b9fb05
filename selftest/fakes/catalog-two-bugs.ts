// A fake catalog host with two planted bugs, for the fuzz campaign's own tests: a use does not re-stamp
// a tool, so eviction is least recently LOADED (CATALOG-014), and the open top-level turns of one session
// share one working set (CATALOG-017). One campaign must find both, as two classes.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, catalog: createCatalogOps({ stampOnUse: false, isolateConcurrentTurns: false }) },
});
