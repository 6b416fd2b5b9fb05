// Broken: two automatic agents for one platform are let through; the later one wins (breaks REGISTRY-013).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, routing: () => [] } }) },
});
