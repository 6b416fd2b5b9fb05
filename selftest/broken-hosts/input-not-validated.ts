// Broken: a call's input is never checked against the tool's schema, so execute runs on any input (breaks REGISTRY-005).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

/** The reference checker, except that every input satisfies every schema. */
const acceptsAnyInput = () => ({ ...createSchemaChecker(), inputProblem: () => undefined });

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSchemaChecker: acceptsAnyInput }) },
});
