// The published schemas of areas permits and access (spec/schemas/), read from disk so dist/ finds them
// too. A step or setup that breaks them is answered with a step error before any rule runs (protocol.md
// PROTOCOL-004, PROTOCOL-006): the reference refuses what the schemas exclude instead of guessing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { schemasDir } from '../../spec/paths.js';

const BASE = 'https://capkit.dev/schemas/';
const FILES = ['message.schema.json', 'platform-grants.schema.json', 'areas/permits.setup.schema.json', 'areas/permits.steps.schema.json', 'areas/access.setup.schema.json', 'areas/access.steps.schema.json'];
// allErrors: the step error names the deepest field at fault, which needs every error. The kit's schemas are
// checked against the meta-schema by its tests, not again by every host process.
const AJV_OPTIONS = { allErrors: true, allowUnionTypes: true, validateSchema: false };

/**
 * The schemas of one host's ops, kept by the instance: the ops that own it (createPermitsOps, createAccessOps).
 * Ajv compiles each one the first time a step asks for it, and keeps it.
 */
export class WireSchemas {
  readonly #ajv = new Ajv2020(AJV_OPTIONS);

  constructor() {
    for (const file of FILES) this.#ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as object);
  }

  /** The compiled validator of a schema id; the ids are the reference's own, one per op it serves. */
  private validator(id: string): ValidateFunction {
    return this.#ajv.getSchema(id) as ValidateFunction;
  }

  /** Why a step of op `op` (area permits or access) breaks its schema, or undefined when it does not. */
  stepProblem(area: 'permits' | 'access', op: string, step: unknown): string | undefined {
    const fn = this.validator(`${BASE}areas/${area}.steps.schema.json#/$defs/${op}`);
    return fn(step) ? undefined : schemaProblemText(fn.errors);
  }

  /** Why a case's setup breaks the area's setup schema, or undefined when it does not. */
  setupProblem(area: 'permits' | 'access', setup: unknown): string | undefined {
    const fn = this.validator(`${BASE}areas/${area}.setup.schema.json`);
    return fn(setup) ? undefined : schemaProblemText(fn.errors);
  }
}

/** A JSON Pointer as a field name: `/message/$adapter` → `message.$adapter`. */
const fieldName = (pointer: string): string => pointer.slice(1).split('/').join('.');

/**
 * One line naming the field and what is wrong with it, e.g. `field "message.$adapter" must be
 * string,number,boolean`: the deepest field any error is about (a message is null OR an object, so the
 * object branch's errors are the telling ones), its errors joined with "or".
 */
function schemaProblemText(errors: readonly ErrorObject[] | null | undefined): string {
  const telling = (errors ?? []).filter((e) => e.keyword !== 'oneOf');
  if (telling.length === 0) return 'does not match its schema';
  const depth = (e: ErrorObject): number => (e.instancePath === '' ? 0 : e.instancePath.split('/').length);
  const deepest = Math.max(...telling.map(depth));
  const here = telling.filter((e) => depth(e) === deepest);
  const first = here[0] as ErrorObject;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  if (first.keyword === 'required') return `field "${fieldName(`${first.instancePath}/${params.missingProperty ?? ''}`)}" is missing`;
  if (first.keyword === 'additionalProperties') return `field "${fieldName(`${first.instancePath}/${params.additionalProperty ?? ''}`)}" is not allowed here`;
  const what = [...new Set(here.map((e) => e.message ?? 'is invalid'))].join(' or ');
  return first.instancePath === '' ? `the whole value ${what}` : `field "${fieldName(first.instancePath)}" ${what}`;
}
