// Broken: a qualifiedName of 65 characters is still accepted; the limit is checked one character late (breaks REGISTRY-009).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, maxQualifiedName: 65 } }) },
});
