// The shape of a result schema: what the protocol judges (spec/protocol.md, PROTOCOL-002) is the shape of a
// host's answer (JSON types, fields it must have or must not, nesting); a well-typed value that a contract
// rule bounds (a name's length or pattern, `defer_loading` being `true`, an enum of stages) is that rule's to
// judge, and the area suites judge it, charged to that rule. This transform keeps the first and drops the
// second: `const` and `enum` become the JSON types of their values, value bounds go, and `oneOf` becomes
// `anyOf` (branches told apart by a constant may overlap once it is a type; matching one shape is enough).

/** Keywords that bound a value of the right type: a contract rule's, never the protocol's. */
export const CONTRACT_VALUE_KEYWORDS: ReadonlySet<string> = new Set(['maxLength', 'minLength', 'pattern', 'format', 'enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems']);

/** Keywords whose value maps names to subschemas (the names are data, never keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a subschema or a list of them. */
const SUBSCHEMAS = new Set(['items', 'prefixItems', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf']);

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'bigint' ? 'number' : typeof value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `schema` that checks shape only (see the head of this file). */
export function shapeOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOnly);
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  const types = new Set<string>();
  let oneOf: unknown[] | undefined;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const') types.add(jsonType(value));
    else if (key === 'enum' && Array.isArray(value)) for (const v of value) types.add(jsonType(v));
    else if (CONTRACT_VALUE_KEYWORDS.has(key)) continue;
    else if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shapeOnly(sub)]));
    else if (key === 'oneOf' && Array.isArray(value)) oneOf = value.map(shapeOnly);
    else if (SUBSCHEMAS.has(key)) out[key] = shapeOnly(value);
    else out[key] = value;
  }
  if (oneOf !== undefined) {
    // Beside an anyOf of its own, the former oneOf joins the schema's allOf as one more anyOf.
    if ('anyOf' in out) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { anyOf: oneOf }];
    else out.anyOf = oneOf;
  }
  // A constant or an enum becomes its types, unless the schema states its type itself.
  if (types.size > 0 && !('type' in schema)) out.type = types.size === 1 ? [...types][0] : [...types].sort();
  return out;
}
