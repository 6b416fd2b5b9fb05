// Broken: a segment may contain "__", so root tool "maps__get" and tool "get" of child "maps" share one qualifiedName (breaks REGISTRY-008, REGISTRY-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

// Lowercase alphanumerics with "_" or "-" runs of any length between them: "a__b" passes.
const LOOSE_SEGMENT = /^[a-z0-9]+([_-]+[a-z0-9]+)*$/;

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, segmentRule: (s) => LOOSE_SEGMENT.test(s) } }) },
});
