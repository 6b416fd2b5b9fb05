// Variant: a schema whose "$ref" resolves nowhere is refused when the candidate is prepared (invalid-definition
// naming the source and inputSchema) instead of answering invalid-input to the calls that need it; REGISTRY-030
// allows either.
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { validateDefinition } from '../../../reference-impl/registry/definition.js';
import { createRegistryOps } from '../../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../../reference-impl/registry/prepare.js';

const COMPILE_FAILED = "the tool's inputSchema cannot be compiled";

/** The reference's definition check, then the schema compiled once: one that cannot be is refused here. */
const compiledAtPrepare: typeof validateDefinition = (value, source, schemas) => {
  const checked = validateDefinition(value, source, schemas);
  if (!checked.ok) return checked;
  const problem = schemas.compile(checked.definition.inputSchema)({});
  if (problem === undefined || !problem.startsWith(COMPILE_FAILED)) return checked;
  return { ok: false, problem: { code: 'invalid-definition', source, field: 'inputSchema', message: `${source}: field "inputSchema" cannot be applied: ${problem}` } };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, validate: compiledAtPrepare } }) },
});
