// Variant: a host that validates nothing beyond what the contract states. A step or setup that breaks the
// published schemas is read as best it can be (an empty session is a session named "", a message that is
// not an object is no message, a field of the wrong type is taken as its text, an unknown channel is the
// generic one, a setup.config that is not an object is the default configuration) instead of answering
// bad-step. That departs from PROTOCOL-004 and PROTOCOL-006 (both SHOULD) and from no contract rule.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, catalog: createCatalogOps({ validateSteps: false }) },
});
