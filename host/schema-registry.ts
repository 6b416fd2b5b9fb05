// One ajv instance holding every schema of spec/schemas/, loaded from disk (so dist/ finds them too).
// Per-area schemas are discovered by file name, so adding an area is adding three files in areas/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import { schemasDir } from '../spec/paths.js';
import { shapeOnly } from './shape-only-schema.js';

export const SCHEMA_BASE = 'https://capkit.dev/schemas/';

/** The validators of one op of an area: its step (without `expect`) and its non-error result. */
export interface OpSchemas {
  step: ValidateFunction;
  result: ValidateFunction;
}

export interface AreaSchemas {
  area: string;
  setup: ValidateFunction;
  ops: ReadonlyMap<string, OpSchemas>;
}

export interface SchemaRegistry {
  /** The validator of a top-level schema by file stem, e.g. `hello-response`. */
  get(name: string): ValidateFunction;
  /** The schemas of an area, or undefined when spec/schemas/areas/ has none for it. */
  area(area: string): AreaSchemas | undefined;
}

let shared: SchemaRegistry | undefined;
let sharedShapes: SchemaRegistry | undefined;

/** The schema id each compiled validator was made from (`…/areas/permits.results.schema.json#/$defs/permit`). */
const compiledFrom = new WeakMap<ValidateFunction, string>();

/** Where a validator's schema lives in the kit, e.g. `spec/schemas/areas/permits.results.schema.json#/$defs/permit`. */
export function schemaLocationOf(validate: ValidateFunction): string | undefined {
  const id = compiledFrom.get(validate);
  return id === undefined ? undefined : `spec/schemas/${id.slice(SCHEMA_BASE.length)}`;
}

/**
 * The registry over the kit's own spec/schemas/, compiled on first use. Its schemas are not checked against
 * the JSON Schema meta-schema here (compiling that costs every process a tenth of a second): the kit's own
 * tests check them (schema-registry.test.ts), and they ship as tested.
 */
export function schemaRegistry(): SchemaRegistry {
  shared ??= createSchemaRegistry(schemasDir, { checkSchemas: false });
  return shared;
}

/**
 * The same registry with the areas' result schemas reduced to their shape (./shape-only-schema.ts): what an
 * answer must keep to be a protocol answer at all. Compiled on first use (only an answer that breaks the full
 * schemas is checked against it).
 */
export function shapeRegistry(): SchemaRegistry {
  sharedShapes ??= createSchemaRegistry(schemasDir, { checkSchemas: false, shapeOnlyResults: true });
  return sharedShapes;
}

export interface RegistryOptions {
  /** Refuse a schema the JSON Schema 2020-12 meta-schema refuses (default true). */
  checkSchemas?: boolean;
  /** Reduce the areas' result schemas to their shape (default false). */
  shapeOnlyResults?: boolean;
}

const AREA_RESULTS = /^areas\/[^/]+\.results\.schema\.json$/;

export function createSchemaRegistry(dir: string, options: RegistryOptions = {}): SchemaRegistry {
  // verbose: error formatting reads parentSchema; allErrors: report every problem of a fixture at once.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, validateSchema: options.checkSchemas ?? true });
  const files = listSchemaFiles(dir);
  const byRelative = new Map<string, AnySchemaObject>();
  for (const file of files) {
    const rel = relative(dir, file).split('\\').join('/');
    let schema: AnySchemaObject;
    try {
      schema = JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
    } catch (error) {
      throw new Error(`capkit: cannot read schema ${file}: ${(error as Error).message}`);
    }
    if (schema.$id !== SCHEMA_BASE + rel) throw new Error(`capkit: schema ${file} must have "$id": "${SCHEMA_BASE + rel}"`);
    if (options.shapeOnlyResults && AREA_RESULTS.test(rel)) schema = shapeOnly(schema) as AnySchemaObject;
    byRelative.set(rel, schema);
    ajv.addSchema(schema);
  }
  const areas = new Map<string, AreaSchemas | undefined>();

  function compiled(id: string): ValidateFunction {
    let fn: ValidateFunction | undefined;
    try {
      fn = ajv.getSchema(id);
    } catch (error) {
      throw new Error(`capkit: schema ${id} does not compile: ${(error as Error).message}`);
    }
    if (!fn) throw new Error(`capkit: no schema ${id} in ${dir}`);
    compiledFrom.set(fn, id);
    return fn;
  }

  function loadArea(area: string): AreaSchemas | undefined {
    const steps = byRelative.get(`areas/${area}.steps.schema.json`);
    if (!steps) return undefined;
    const base = `${SCHEMA_BASE}areas/${area}`;
    const ops = new Map<string, OpSchemas>();
    // An op is a $defs entry whose `op` property is the constant of its own name; others are helpers.
    for (const [name, def] of Object.entries((steps.$defs ?? {}) as Record<string, AnySchemaObject>)) {
      if ((def.properties as Record<string, { const?: unknown }> | undefined)?.op?.const !== name) continue;
      ops.set(name, {
        step: compiled(`${base}.steps.schema.json#/$defs/${name}`),
        result: compiled(`${base}.results.schema.json#/$defs/${name}`),
      });
    }
    return { area, setup: compiled(`${base}.setup.schema.json`), ops };
  }

  return {
    get: (name) => compiled(`${SCHEMA_BASE}${name}.schema.json`),
    area(area) {
      if (!areas.has(area)) areas.set(area, loadArea(area));
      return areas.get(area);
    },
  };
}

function listSchemaFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSchemaFiles(full));
    else if (entry.name.endsWith('.schema.json')) out.push(full);
  }
  return out.sort();
}
