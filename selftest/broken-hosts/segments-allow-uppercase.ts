// Broken: a segment may hold upper-case letters, so "Get" is a valid tool name (breaks REGISTRY-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const ANY_CASE = /^[a-zA-Z0-9]+([_-][a-zA-Z0-9]+)*$/;

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, segmentRule: (s) => ANY_CASE.test(s) } }) },
});
