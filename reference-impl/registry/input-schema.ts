// inputSchema (REGISTRY-004/005/029/030): an object-root JSON Schema, checked against the metaschema of its
// dialect, then used to validate input before execute ever runs. (A Zod 4 object, which only a plugin module
// loaded from disk can carry, is projected to JSON Schema where it is loaded: disk-plugin.ts.)
import { Ajv } from 'ajv/dist/ajv.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';

export type JsonSchema = Record<string, unknown>;

/** The schema of a tool defined without one: any object input (REGISTRY-004). */
export const DEFAULT_INPUT_SCHEMA: Readonly<JsonSchema> = Object.freeze({ type: 'object' });

/**
 * What a registry asks of JSON Schema: whether a schema is one of its dialect (REGISTRY-029), and whether an
 * input satisfies a schema (REGISTRY-005/030). A store, a turn host or a catalog host is handed one and asks it
 * (createSchemaChecker); a broken host or the engine hands a wrapped one.
 */
export interface SchemaChecker {
  /** Why `root` is not a JSON Schema of its dialect (the metaschema's words), or undefined when it is one. */
  readonly metaschemaProblem: (root: JsonSchema) => string | undefined;
  /** `schema`, one the metaschema accepted, compiled: one whose `$ref` resolves nowhere validates nothing. */
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

/** The invalid-input wording of a schema that cannot be compiled (free text: suites match the code only). */
const uncompilableText = (why: string): string => `the tool's inputSchema cannot be compiled: ${why}`;

/** The invalid-input wording of ajv's errors (free text). */
const inputErrorText = (compiler: Ajv | Ajv2020, errors: ValidateFunction['errors']): string => compiler.errorsText(errors, { dataVar: 'input' });

/** The wording of the metaschema's refusal (REGISTRY-029 fixes only that the schema is refused). */
const metaschemaText = (checker: Ajv | Ajv2020): string => `not a valid JSON Schema: ${checker.errorsText(checker.errors)}`;

/** Every input fails a schema that cannot be compiled: the call is refused (REGISTRY-030). */
const refusing = (why: string): CompiledSchema => {
  const reason = uncompilableText(why);
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
  return (input) => (validate(input) ? undefined : inputErrorText(compiler, validate.errors));
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
    return checker.validateSchema(untagged(root)) ? undefined : metaschemaText(checker);
  };
  // Only a schema the metaschema accepted at prepare is ever compiled (REGISTRY-029 refuses the rest there).
  return { metaschemaProblem, compile: compileChecked, inputProblem: (schema, input) => compileChecked(schema)(input) };
}

// The reasons below only word the invalid-definition message, which must name the source and the field
// `inputSchema` (definition.ts adds both); a host is free in the rest of the text.

/** The wording of a root that is not an object schema. */
function notObjectRootText(v: unknown): string {
  const got = v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? `type ${JSON.stringify((v as { type?: unknown }).type ?? null)}` : typeof v;
  return `must be an object-root JSON Schema {"type": "object", …}, got ${got}`;
}

/** Why a definition's inputSchema is refused, or undefined: the root must be an object schema of its dialect (REGISTRY-004/029). */
export function inputSchemaProblem(value: unknown, schemas: SchemaChecker): string | undefined {
  // Only an object has a `type` of "object" (JSON arrays and primitives have no such property).
  if ((value as JsonSchema | null)?.type !== 'object') return notObjectRootText(value);
  return schemas.metaschemaProblem(value as JsonSchema);
}
