// inputSchema (REGISTRY-004/005): a Zod 4 object or an object-root JSON Schema, projected to one JSON
// Schema (zod's own z.toJSONSchema), then used to validate input before execute ever runs.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** The schema of a tool defined without one: any object input (REGISTRY-004). */
export const DEFAULT_INPUT_SCHEMA: Readonly<JsonSchema> = Object.freeze({ type: 'object' });

export type SchemaProjection = { ok: true; schema: JsonSchema } | { ok: false; reason: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Zod 4 schemas carry `_zod`; checking the marker also works across copies of the zod package. */
export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

// One validator instance: schemas are compiled lazily and cached per projected schema text.
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const compiled = new Map<string, ValidateFunction>();

/** The schema without its `$schema` tag, so draft-07 and 2020-12 tagged schemas both compile here. */
function untagged(schema: JsonSchema): JsonSchema {
  if (!('$schema' in schema)) return schema;
  const { $schema: _tag, ...rest } = schema;
  return rest;
}

/** Projects a definition's inputSchema to JSON Schema; the root must be an object schema. */
export function projectInputSchema(value: unknown): SchemaProjection {
  if (isZodSchema(value)) {
    if (!(value instanceof z.ZodObject) && (value as { def?: { type?: unknown } }).def?.type !== 'object') {
      return { ok: false, reason: `a Zod inputSchema must be z.object(…), got z.${String((value as { def?: { type?: unknown } }).def?.type)}` };
    }
    try {
      return { ok: true, schema: z.toJSONSchema(value) as JsonSchema };
    } catch (error) {
      return { ok: false, reason: `zod cannot project it to JSON Schema: ${(error as Error).message}` };
    }
  }
  if (!isPlainObject(value)) return { ok: false, reason: `must be an object-root JSON Schema or a Zod object, got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value}` };
  if (value.type !== 'object') return { ok: false, reason: `the root must be {"type": "object", …}, got type ${JSON.stringify(value.type ?? null)}` };
  if (!ajv.validateSchema(untagged(value))) return { ok: false, reason: `not a valid JSON Schema: ${ajv.errorsText(ajv.errors)}` };
  return { ok: true, schema: value };
}

function validatorOf(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = ajv.compile(untagged(schema));
    compiled.set(key, validate);
  }
  return validate;
}

/** Why `input` does not satisfy `schema` (ajv's words), or undefined when it does. */
export function inputProblem(schema: JsonSchema, input: unknown): string | undefined {
  let validate: ValidateFunction;
  try {
    validate = validatorOf(schema);
  } catch (error) {
    return `the tool's inputSchema cannot be compiled: ${(error as Error).message}`;
  }
  return validate(input) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'input' });
}
