// Broken: tools and skills share one namespace, so a tool and a skill with one name are a duplicate (breaks REGISTRY-019).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, namespaces: (tools, skills) => [[...tools, ...skills]] } }) },
});
