// Broken: a sub-agent needs only its agent.json; a missing system.md, boundaries.md or conventions.md goes unnoticed (breaks REGISTRY-012).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, requiredAgentFiles: ['agent.json'] } }) },
});
