// Broken: a call's input is never checked against the tool's schema, so execute runs on any input (breaks REGISTRY-005).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ inputProblem: () => undefined }) },
});
