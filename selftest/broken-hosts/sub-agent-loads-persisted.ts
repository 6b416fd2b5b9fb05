// Broken: a sub-agent's loads merge into its parent's session at its end (breaks CATALOG-018).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createCatalogOps } from '../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    // The sub-agent still works on its own copy; only its end merges like a top-level turn's.
    catalog: createCatalogOps({ dropSubAgentLoads: false }),
  },
});
