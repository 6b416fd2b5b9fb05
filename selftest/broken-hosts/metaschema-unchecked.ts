// Broken: any object whose type is "object" counts as a JSON Schema; the metaschema is never consulted (breaks REGISTRY-029).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { validateDefinition } from '../../reference-impl/registry/definition.js';
import type { JsonSchema } from '../../reference-impl/registry/input-schema.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const objectRootOnly: typeof validateDefinition = (value, source, schemas) => {
  const definition = Object(value) as Record<string, unknown>;
  const schema = definition.inputSchema as { type?: unknown } | null | undefined;
  if (schema?.type !== 'object') return validateDefinition(value, source, schemas);
  const checked = validateDefinition({ ...definition, inputSchema: undefined }, source, schemas);
  return checked.ok ? { ok: true, definition: { ...checked.definition, inputSchema: schema as JsonSchema } } : checked;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, validate: objectRootOnly } }) },
});
