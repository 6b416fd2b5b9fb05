// Broken: a segment may hold upper-case letters, so "Get" is a valid tool name (breaks REGISTRY-008).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

const ANY_CASE = /^[a-zA-Z0-9]+([_-][a-zA-Z0-9]+)*$/;

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, segmentRule: (s) => ANY_CASE.test(s) } }) },
});
