// The shape of a result schema (./shape-only-schema.ts): types, required and forbidden fields stay; the
// value bounds a contract rule states go.
import { describe, expect, test } from 'vitest';
import { shapeOnly } from './shape-only-schema.js';

describe('shapeOnly', () => {
  test('a constant or an enum becomes the types of its values; value bounds go; names of properties are never keywords', () => {
    const schema = {
      type: 'object',
      required: ['pattern', 'kind'],
      properties: {
        pattern: { type: 'string', pattern: '^a$', maxLength: 3 },
        kind: { enum: ['tool', 'skill'] },
        deferred: { const: true },
        either: { enum: [1, 'one', null] },
        count: { type: 'integer', minimum: 0 },
        names: { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } },
      },
      additionalProperties: false,
    };
    expect(shapeOnly(schema)).toEqual({
      type: 'object',
      required: ['pattern', 'kind'],
      properties: {
        pattern: { type: 'string' },
        kind: { type: 'string' },
        deferred: { type: 'boolean' },
        either: { type: ['null', 'number', 'string'] },
        count: { type: 'integer' },
        names: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    });
  });

  test('oneOf becomes anyOf (branches told apart by a constant may overlap as types); a stated type wins over the constant\'s', () => {
    const branches = [{ type: 'object', properties: { outcome: { const: 'result' } } }, { type: 'object', properties: { outcome: { const: 'cancelled' } } }];
    expect(shapeOnly({ oneOf: branches })).toEqual({ anyOf: [{ type: 'object', properties: { outcome: { type: 'string' } } }, { type: 'object', properties: { outcome: { type: 'string' } } }] });
    expect(shapeOnly({ oneOf: [{ type: 'string' }], anyOf: [{ type: 'string' }] })).toEqual({ anyOf: [{ type: 'string' }], allOf: [{ anyOf: [{ type: 'string' }] }] });
    expect(shapeOnly({ type: 'integer', const: 1 })).toEqual({ type: 'integer' });
  });
});
