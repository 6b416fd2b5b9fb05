// Broken: a schema whose "$ref" resolves nowhere is committed and then validates nothing: every input reaches execute (breaks REGISTRY-030).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

const COMPILE_FAILED = "the tool's inputSchema cannot be compiled";

/** The reference checker, except that a schema it cannot compile lets every input through. */
function passesUncompiled(): SchemaChecker {
  const checker = createSchemaChecker();
  return {
    ...checker,
    inputProblem: (schema, input) => {
      const problem = checker.inputProblem(schema, input);
      return problem?.startsWith(COMPILE_FAILED) ? undefined : problem;
    },
  };
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSchemaChecker: passesUncompiled }) },
});
