// Broken: a schema whose "$ref" resolves nowhere is committed and then validates nothing: every input reaches execute (breaks REGISTRY-030).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { inputProblem } from '../../reference-impl/registry/input-schema.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

const COMPILE_FAILED = "the tool's inputSchema cannot be compiled";

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    registry: createRegistryOps({
      inputProblem: (schema, input) => {
        const problem = inputProblem(schema, input);
        return problem?.startsWith(COMPILE_FAILED) ? undefined : problem;
      },
    }),
  },
});
