// The engine's inputSchema checker: the plain checker's answers (reference-impl/registry/input-schema.ts),
// with each schema text's metaschema verdict and compiled validator kept in bounded caches that the checker
// owns (and a registry, a turn host or a catalog host owns the checker). Keyed by text: the tools of a
// generation often share one schema, each read from its file as an object of its own.
import type { CompiledSchema, JsonSchema, SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { BoundedCache } from '../catalog/bounded-cache.js';

/** The caches a checker keeps, by schema text; a long-lived host forgets the least recently used. */
export interface SchemaCaches {
  readonly verdicts: BoundedCache<string, { readonly problem: string | undefined }>;
  readonly compiled: BoundedCache<string, CompiledSchema>;
}

export const VERDICTS_KEPT = 10_000;
export const COMPILED_KEPT = 1_000;

export const schemaCaches = (): SchemaCaches => ({ verdicts: new BoundedCache(VERDICTS_KEPT), compiled: new BoundedCache(COMPILED_KEPT) });

/** The plain checker's answers, each schema text judged and compiled once while its entry is kept. */
export function cachedSchemaChecker(caches: SchemaCaches = schemaCaches(), plain: SchemaChecker = createSchemaChecker()): SchemaChecker {
  const compile = (schema: JsonSchema): CompiledSchema => caches.compiled.getOrMake(JSON.stringify(schema), () => plain.compile(schema));
  return {
    metaschemaProblem: (root: JsonSchema) => caches.verdicts.getOrMake(JSON.stringify(root), () => ({ problem: plain.metaschemaProblem(root) })).problem,
    compile,
    inputProblem: (schema: JsonSchema, input: unknown) => compile(schema)(input),
  };
}
