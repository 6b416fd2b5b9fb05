// Broken: commit publishes what prepared before it looks at the problems, so a failed commit still changes the index (breaks REGISTRY-015, REGISTRY-016).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ publishBeforeValidating: true }) },
});
