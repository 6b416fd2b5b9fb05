// The engine's inputSchema checker answers what the plain checker answers (reference-impl/registry/input-schema.ts),
// for any schema and input, however often a schema comes back and whatever its caches pushed out.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../../reference-impl/registry/input-schema.js';
import { createSchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { BoundedCache, ForgetfulCache } from '../catalog/bounded-cache.js';
import { cachedSchemaChecker } from './cached-schema-checker.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** Small schemas, valid or not: a few keywords with right and wrong values, refs that resolve or not, either dialect. */
const propertyArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom({ type: 'string' }, { type: 'integer', minimum: 0 }, { type: 'boolean' }, { type: 'strin' }, { minLength: -1 }, { enum: [] }),
  fc.constantFrom({ $ref: '#/$defs/name' }, { $ref: '#/definitions/name' }, { $ref: '#/nowhere' }, { $ref: 'https://example.invalid/s.json' }),
);
const schemaArb: fc.Arbitrary<JsonSchema> = fc.record(
  {
    $schema: fc.constantFrom(DRAFT_07, 'https://json-schema.org/draft/2020-12/schema'),
    properties: fc.dictionary(fc.constantFrom('a', 'b', 'c'), propertyArb, { maxKeys: 3 }),
    required: fc.oneof(fc.subarray(['a', 'b']), fc.constant('a')),
    additionalProperties: fc.boolean(),
    $defs: fc.constant({ name: { type: 'string' } }),
    definitions: fc.constant({ name: { type: 'string', maxLength: 3 } }),
  },
  { requiredKeys: [] },
).map((fields) => ({ type: 'object', ...fields }));
const inputArb = fc.oneof(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(fc.string({ maxLength: 5 }), fc.integer({ min: -2, max: 2 }), fc.boolean())), fc.constantFrom(null, 'x', 3, [1]));

// The plain checker keeps nothing but its metaschemas: one serves every run.
const plain = createSchemaChecker();

describe('cachedSchemaChecker against the plain checker (REGISTRY-005/029/030)', () => {
  test('the same metaschema verdicts and input problems, with schemas met again and caches of two entries', () => {
    fc.assert(
      fc.property(fc.array(schemaArb, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), inputArb), { maxLength: 12 }), (schemas, calls) => {
        const engine = cachedSchemaChecker({ verdicts: new ForgetfulCache(2), compiled: new BoundedCache(2) }, plain);
        for (const schema of [...schemas, ...schemas]) expect(engine.metaschemaProblem(schema)).toBe(plain.metaschemaProblem(schema));
        for (const [at, input] of calls) {
          const schema = schemas[at % schemas.length]!;
          // A copy too: the caches go by the schema's text, not by the object.
          for (const asked of [schema, structuredClone(schema)]) expect(engine.inputProblem(asked, input)).toBe(plain.inputProblem(asked, input));
        }
      }),
      { numRuns: 150 },
    );
  });

  test('the generated schemas reach every verdict: valid and invalid, compiled and uncompilable', () => {
    const samples = fc.sample(schemaArb, { numRuns: 300, seed: 32 });
    const verdicts = samples.map((s) => plain.metaschemaProblem(s));
    expect(verdicts.some((v) => v === undefined)).toBe(true);
    expect(verdicts.some((v) => v !== undefined)).toBe(true);
    const compileFailed = samples.filter((s, i) => verdicts[i] === undefined && plain.inputProblem(s, {})?.includes('cannot be compiled'));
    expect(compileFailed.length).toBeGreaterThan(0);
  });

  test('a schema object keeps its verdict (staged definitions never change); an equal new object is judged by its text', () => {
    let judged = 0;
    const counting = { ...plain, metaschemaProblem: (root: JsonSchema) => (judged++, plain.metaschemaProblem(root)) };
    const engine = cachedSchemaChecker(undefined, counting);
    const schema: JsonSchema = { type: 'object', required: 'q' };
    const problem = engine.metaschemaProblem(schema);
    expect(problem).toContain('not a valid JSON Schema');
    expect([engine.metaschemaProblem(schema), engine.metaschemaProblem({ type: 'object', required: 'q' })]).toEqual([problem, problem]);
    expect(judged).toBe(1);
    expect(engine.metaschemaProblem({ type: 'object', required: ['q'] })).toBeUndefined();
    expect(judged).toBe(2);
  });

  test('its caches stay within their bounds', () => {
    const caches = { verdicts: new ForgetfulCache<string, { readonly problem: string | undefined }>(3), compiled: new BoundedCache<string, (input: unknown) => string | undefined>(3) };
    const engine = cachedSchemaChecker(caches);
    for (let i = 0; i < 10; i++) {
      const schema = { type: 'object', properties: { n: { type: 'integer', minimum: i } } };
      engine.metaschemaProblem(schema);
      engine.inputProblem(schema, { n: i });
    }
    expect(caches.verdicts.size).toBeLessThanOrEqual(3);
    expect(caches.compiled.size).toBe(3);
  });
});
