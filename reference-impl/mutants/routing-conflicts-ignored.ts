// Broken: two automatic agents for one platform are let through; the later one wins (breaks REGISTRY-013).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, routing: () => [] } }) },
});
