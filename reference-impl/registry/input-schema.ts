// inputSchema (REGISTRY-004/005/029/030): a Zod 4 object or an object-root JSON Schema, projected to one
// JSON Schema (zod's own z.toJSONSchema), checked against the metaschema of its dialect, then used to
// validate input before execute ever runs.
import { Ajv } from 'ajv/dist/ajv.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createRequire } from 'node:module';
import type { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** The schema of a tool defined without one: any object input (REGISTRY-004). */
export const DEFAULT_INPUT_SCHEMA: Readonly<JsonSchema> = Object.freeze({ type: 'object' });

export type SchemaProjection = { ok: true; schema: JsonSchema } | { ok: false; reason: string };

/** What a rejected inputSchema is, for the reason text only. */
function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? `type ${JSON.stringify((v as { type?: unknown }).type ?? null)}` : typeof v;
}

/**
 * Zod 4 schemas carry `_zod` with the schema's own functions; checking that marker also works across
 * copies of the zod package. JSON never holds a function, so a JSON Schema that merely has a `_zod`
 * property (legal: unknown keywords are annotations) stays a JSON Schema.
 */
export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof (value as { _zod?: { run?: unknown } } | null | undefined)?._zod?.run === 'function';
}

// One validator instance per dialect: schemas are compiled lazily and cached per projected schema text. A
// compiled schema is not added to its instance (addUsedSchema), so two different schemas with one `$id` (in
// one generation, or in two cases served by one process) never clash.
const options = { strict: false, allErrors: false, validateFormats: false, addUsedSchema: false } as const;
const ajv2020 = new Ajv2020(options);
const ajv07 = new Ajv(options);
const compiled = new Map<string, ValidateFunction>();

/** draft-07 when the schema says so (REGISTRY-029), else 2020-12. */
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const dialectOf = (schema: JsonSchema): Ajv | Ajv2020 => (typeof schema.$schema === 'string' && DRAFT_07.test(schema.$schema) ? ajv07 : ajv2020);

/** The schema without its `$schema` tag: the dialect is chosen by dialectOf, and either instance compiles it. */
function untagged(schema: JsonSchema): JsonSchema {
  const { $schema: _tag, ...rest } = schema;
  return rest;
}

// The reasons below only word the invalid-definition message, which must name the source and the field
// `inputSchema` (definition.ts adds both); a host is free in the rest of the text.

// zod is loaded only when a Zod schema is met: only in-process plugins carry one (JSON cannot), and every
// host process that serves the wire would otherwise pay for loading it. Node keeps a loaded module, so
// asking again costs a lookup; a missing zod is a one-line reason, not a bare MODULE_NOT_FOUND.
export function loadZod(load: (id: string) => unknown = createRequire(import.meta.url)): typeof z | string {
  try {
    return (load('zod') as { z: typeof z }).z;
  } catch (error) {
    return `is a Zod schema, but the package "zod" cannot be loaded (install zod 4): ${String((error as Error).message).split('\n')[0]}`;
  }
}

/** Projects a definition's inputSchema to JSON Schema; the root must be an object schema. */
export function projectInputSchema(value: unknown): SchemaProjection {
  if (isZodSchema(value)) {
    const z = loadZod();
    if (typeof z === 'string') return { ok: false, reason: z };
    if (!(value instanceof z.ZodObject) && (value as { def?: { type?: unknown } }).def?.type !== 'object') {
      return { ok: false, reason: `a Zod inputSchema must be z.object(…), got z.${String((value as { def?: { type?: unknown } }).def?.type)}` };
    }
    try {
      return { ok: true, schema: z.toJSONSchema(value) as JsonSchema };
    } catch (error) {
      return { ok: false, reason: `zod cannot project it to JSON Schema: ${(error as Error).message}` };
    }
  }
  // Only an object has a `type` of "object" (JSON arrays and primitives have no such property).
  const root = value as JsonSchema | null;
  if (root?.type !== 'object') return { ok: false, reason: `must be an object-root JSON Schema {"type": "object", …} or a Zod object, got ${describeValue(value)}` };
  const problem = metaschemaProblem(root);
  return problem === undefined ? { ok: true, schema: root } : { ok: false, reason: problem };
}

// The metaschema's verdict per schema text: the tools of a generation often share a schema, and a
// recommit meets the unchanged plugins' schemas again. Bounded: a long-lived host forgets and checks again.
const SCHEMA_VERDICTS_KEPT = 10_000;
const verdicts = new Map<string, string | undefined>();

/** The metaschema's complaint, in words (only the invalid-definition message carries it). */
const metaschemaText = (ajv: Ajv | Ajv2020): string => `not a valid JSON Schema: ${ajv.errorsText(ajv.errors)}`;

// And per schema object: a staged plugin's definitions are read once and never changed, so every commit
// that prepares the plugin again meets the very objects it checked (no text to write for them).
const verdictsByObject = new WeakMap<object, { problem: string | undefined }>();

/** Why `root` is not a JSON Schema of its dialect, or undefined when it is one. */
function metaschemaProblem(root: JsonSchema): string | undefined {
  const known = verdictsByObject.get(root);
  if (known !== undefined) return known.problem;
  const problem = textVerdict(root);
  verdictsByObject.set(root, { problem });
  return problem;
}

function textVerdict(root: JsonSchema): string | undefined {
  const text = JSON.stringify(root);
  if (verdicts.has(text)) return verdicts.get(text);
  const ajv = dialectOf(root);
  const problem = ajv.validateSchema(untagged(root)) ? undefined : metaschemaText(ajv);
  if (verdicts.size >= SCHEMA_VERDICTS_KEPT) verdicts.clear();
  verdicts.set(text, problem);
  return problem;
}

function validatorOf(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = dialectOf(schema).compile(untagged(schema));
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
    // A schema ajv cannot compile (an unresolvable $ref) validates nothing: the call is refused.
    return `the tool's inputSchema cannot be compiled: ${(error as Error).message}`;
  }
  return validate(input) ? undefined : ajv2020.errorsText(validate.errors, { dataVar: 'input' });
}
