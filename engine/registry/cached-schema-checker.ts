// The engine's inputSchema checker: the plain checker's answers (reference-impl/registry/input-schema.ts),
// with each schema text's metaschema verdict and compiled validator kept in bounded caches that the checker
// owns (and a registry, a turn host or a catalog host owns the checker). Keyed by text: the tools of a
// generation often share one schema, each read from its file as an object of its own.
import type { CompiledSchema, JsonSchema, SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { BoundedCache, ForgetfulCache } from '../catalog/bounded-cache.js';

/** The caches a checker keeps, by schema text, each bounded: verdicts are forgotten all at once when full, validators least recently used first. */
export interface SchemaCaches {
  readonly verdicts: ForgetfulCache<string, { readonly problem: string | undefined }>;
  readonly compiled: BoundedCache<string, CompiledSchema>;
}

export const VERDICTS_KEPT = 10_000;
export const COMPILED_KEPT = 1_000;

export const schemaCaches = (): SchemaCaches => ({ verdicts: new ForgetfulCache(VERDICTS_KEPT), compiled: new BoundedCache(COMPILED_KEPT) });

/** The plain checker's answers, each schema text judged and compiled once while its entry is kept. */
export function cachedSchemaChecker(caches: SchemaCaches = schemaCaches(), plain: SchemaChecker = createSchemaChecker()): SchemaChecker {
  const compile = (schema: JsonSchema): CompiledSchema => caches.compiled.getOrMake(JSON.stringify(schema), () => plain.compile(schema));
  // And by object: a staged definition is read once and never changed (a wire tree is parsed when staged),
  // so every commit that prepares it meets the very schema objects it judged, with no text to write. Weak:
  // a verdict goes with its schema.
  const byObject = new WeakMap<object, { readonly problem: string | undefined }>();
  const verdictOf = (root: JsonSchema): { readonly problem: string | undefined } => {
    let verdict = byObject.get(root);
    if (verdict === undefined) byObject.set(root, (verdict = caches.verdicts.getOrMake(JSON.stringify(root), () => ({ problem: plain.metaschemaProblem(root) }))));
    return verdict;
  };
  return {
    metaschemaProblem: (root: JsonSchema) => verdictOf(root).problem,
    compile,
    inputProblem: (schema: JsonSchema, input: unknown) => compile(schema)(input),
  };
}
