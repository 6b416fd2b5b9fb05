// Broken: two capabilities with one qualifiedName do not fail the candidate; the last one silently wins (breaks REGISTRY-019).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, duplicates: () => [] } }) },
});
