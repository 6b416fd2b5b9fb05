// Broken: a definition's inputSchema is taken as given, whatever it is; only calls find out (breaks REGISTRY-004, REGISTRY-029).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { validateDefinition } from '../registry/definition.js';
import type { JsonSchema } from '../registry/input-schema.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

const unchecked: typeof validateDefinition = (value, source) => {
  const { inputSchema, ...rest } = Object(value) as Record<string, unknown>;
  const checked = validateDefinition(rest, source);
  if (!checked.ok || inputSchema === undefined) return checked;
  return { ok: true, definition: { ...checked.definition, inputSchema: inputSchema as JsonSchema } };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, validate: unchecked } }) },
});
