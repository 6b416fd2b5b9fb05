// Broken: a sub-agent needs only its agent.json; a missing system.md, boundaries.md or conventions.md goes unnoticed (breaks REGISTRY-012).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, requiredAgentFiles: ['agent.json'] } }) },
});
