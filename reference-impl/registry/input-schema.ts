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

/**
 * What a registry asks of JSON Schema: whether a schema is one of its dialect (REGISTRY-029), and whether an
 * input satisfies a schema (REGISTRY-005/030). A store, a turn host or a catalog host is handed one and asks it
 * (createSchemaChecker); a broken host or the engine hands a wrapped one.
 */
export interface SchemaChecker {
  /** Why `root` is not a JSON Schema of its dialect (the metaschema's words), or undefined when it is one. */
  readonly metaschemaProblem: (root: JsonSchema) => string | undefined;
  /** `schema` compiled: a schema that is no JSON Schema, or whose `$ref` resolves nowhere, validates nothing. */
  readonly compile: (schema: JsonSchema) => CompiledSchema;
  /** Why `input` does not satisfy `schema` (ajv's words), or undefined when it does: compile, then validate. */
  readonly inputProblem: (schema: JsonSchema, input: unknown) => string | undefined;
}

/** draft-07 when the schema says so, else 2020-12 (REGISTRY-029). */
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const isDraft07 = (schema: JsonSchema): boolean => typeof schema.$schema === 'string' && DRAFT_07.test(schema.$schema);

/** The schema without its `$schema` tag: the dialect is chosen by isDraft07, and either ajv reads it untagged. */
function untagged(schema: JsonSchema): JsonSchema {
  const { $schema: _tag, ...rest } = schema;
  return rest;
}

const CHECK_OPTIONS = { strict: false, allErrors: false, validateFormats: false, addUsedSchema: false } as const;
// The checker's metaschema check comes first (createSchemaChecker): the compiler does not load a metaschema again.
const COMPILE_OPTIONS = { ...CHECK_OPTIONS, validateSchema: false } as const;

/** A schema compiled: why an input fails it, or undefined when it passes. */
export type CompiledSchema = (input: unknown) => string | undefined;

/** Every input fails a schema that cannot be compiled: the call is refused (REGISTRY-030). */
const refusing = (why: string): CompiledSchema => {
  const reason = `the tool's inputSchema cannot be compiled: ${why}`;
  return () => reason;
};

/**
 * Compiles a schema the metaschema accepted, with a compiler of its dialect made for it alone: nothing one
 * schema declares (an `$id`, a definition) can meet another schema's.
 */
function compileChecked(schema: JsonSchema): CompiledSchema {
  const compiler = isDraft07(schema) ? new Ajv(COMPILE_OPTIONS) : new Ajv2020(COMPILE_OPTIONS);
  let validate: ValidateFunction;
  try {
    validate = compiler.compile(untagged(schema));
  } catch (error) {
    return refusing((error as Error).message);
  }
  return (input) => (validate(input) ? undefined : compiler.errorsText(validate.errors, { dataVar: 'input' }));
}

/**
 * The plain checker (REGISTRY-005/029/030): a schema is compiled each time an input is checked against it, and nothing is kept. The
 * two metaschema checkers (one per dialect) are made when first asked: loading a metaschema costs milliseconds.
 */
export function createSchemaChecker(): SchemaChecker {
  let checker2020: Ajv2020 | undefined;
  let checker07: Ajv | undefined;
  const checkerOf = (schema: JsonSchema): Ajv | Ajv2020 => (isDraft07(schema) ? (checker07 ??= new Ajv(CHECK_OPTIONS)) : (checker2020 ??= new Ajv2020(CHECK_OPTIONS)));
  const metaschemaProblem = (root: JsonSchema): string | undefined => {
    const checker = checkerOf(root);
    return checker.validateSchema(untagged(root)) ? undefined : `not a valid JSON Schema: ${checker.errorsText(checker.errors)}`;
  };
  const compile = (schema: JsonSchema): CompiledSchema => {
    const problem = metaschemaProblem(schema);
    return problem === undefined ? compileChecked(schema) : refusing(problem);
  };
  return { metaschemaProblem, compile, inputProblem: (schema, input) => compile(schema)(input) };
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

/** Projects a definition's inputSchema to JSON Schema (REGISTRY-004); the root must be an object schema of its dialect (REGISTRY-029). */
export function projectInputSchema(value: unknown, schemas: SchemaChecker): SchemaProjection {
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
  const problem = schemas.metaschemaProblem(root);
  return problem === undefined ? { ok: true, schema: root } : { ok: false, reason: problem };
}
