// Broken: a definition with a malformed or unrecognised permit is refused as invalid-definition (breaks REGISTRY-006).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { validateDefinition } from '../../reference-impl/registry/definition.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const strictPermits: typeof validateDefinition = (value, source, schemas) => {
  const checked = validateDefinition(value, source, schemas);
  if (!checked.ok || checked.definition.permitLints.length === 0) return checked;
  const bad = checked.definition.permitLints[0]!.permit;
  return { ok: false, problem: { code: 'invalid-definition', source, field: 'permissions', message: `${source}: field "permissions" holds a malformed permit ${JSON.stringify(bad)}` } };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, validate: strictPermits } }) },
});
