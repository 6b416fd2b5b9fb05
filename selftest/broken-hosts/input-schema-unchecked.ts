// Broken: a definition's inputSchema is taken as given, whatever it is; only calls find out (breaks REGISTRY-004, REGISTRY-029).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { validateDefinition } from '../../reference-impl/registry/definition.js';
import type { JsonSchema } from '../../reference-impl/registry/input-schema.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const unchecked: typeof validateDefinition = (value, source, schemas) => {
  const { inputSchema, ...rest } = Object(value) as Record<string, unknown>;
  const checked = validateDefinition(rest, source, schemas);
  if (!checked.ok || inputSchema === undefined) return checked;
  return { ok: true, definition: { ...checked.definition, inputSchema: inputSchema as JsonSchema } };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, validate: unchecked } }) },
});
