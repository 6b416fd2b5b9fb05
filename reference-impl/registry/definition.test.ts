import { describe, test, expect } from 'vitest';
import { z } from 'zod';
import { validateDefinition } from './definition.js';
import { defineAgentTool, isAgentTool } from './define-agent-tool.js';
import { projectedTool } from './disk-plugin.js';
import { createSchemaChecker } from './input-schema.js';

const execute = () => null;
const schemas = createSchemaChecker();
const inputProblem = schemas.inputProblem;
const ok = (def: Record<string, unknown>) => {
  const r = validateDefinition({ execute, ...def }, 'tools/x/index.ts', schemas);
  if (!r.ok) throw new Error(`expected valid, got ${r.problem.message}`);
  return r.definition;
};
const problemOf = (def: unknown) => {
  const r = validateDefinition(def, 'tools/x/index.ts', schemas);
  if (r.ok) throw new Error('expected invalid');
  return r.problem;
};

describe('defaults (REGISTRY-003/004)', () => {
  test('requiresApproval on-risk, lists empty, hidden false, schema {"type":"object"}', () => {
    const d = ok({ description: 'd' });
    expect([d.requiresApproval, d.platforms, d.scopes, d.permissions, d.hidden, d.inputSchema]).toEqual(['on-risk', [], [], [], false, { type: 'object' }]);
  });
  test('given values are kept', () => {
    const d = ok({ description: 'd', requiresApproval: 'never', platforms: ['qq'], scopes: ['group', 'private'], permissions: ['adapter(qq)'], hidden: true });
    expect([d.requiresApproval, d.platforms, d.scopes, d.permissions, d.hidden]).toEqual(['never', ['qq'], ['group', 'private'], ['adapter(qq)'], true]);
  });
});

describe('invalid fields name the source and the field (REGISTRY-003)', () => {
  test.each<[string, Record<string, unknown>]>([
    ['description', {}],
    ['description', { description: '' }],
    ['description', { description: 5 }],
    ['requiresApproval', { description: 'd', requiresApproval: 'sometimes' }],
    ['requiresApproval', { description: 'd', requiresApproval: null }],
    ['platforms', { description: 'd', platforms: 'qq' }],
    ['platforms', { description: 'd', platforms: [1] }],
    ['platforms', { description: 'd', platforms: null }],
    ['hidden', { description: 'd', hidden: null }],
    ['scopes', { description: 'd', scopes: ['dm'] }],
    ['scopes', { description: 'd', scopes: 'group' }],
    ['permissions', { description: 'd', permissions: 'adapter(qq)' }],
    ['hidden', { description: 'd', hidden: 'yes' }],
    ['inputSchema', { description: 'd', inputSchema: { type: 'string' } }],
    ['inputSchema', { description: 'd', inputSchema: [] }],
    ['inputSchema', { description: 'd', inputSchema: 'object' }],
    ['inputSchema', { description: 'd', inputSchema: { type: 'object', properties: 5 } }],
    ['inputSchema', { description: 'd', inputSchema: z.string() }],
  ])('bad %s', (field, def) => {
    const p = problemOf({ execute, ...def });
    expect(p.code).toBe('invalid-definition');
    expect(p.field).toBe(field);
    expect(p.message).toContain('tools/x/index.ts');
    expect(p.message).toContain(`"${field}"`);
  });
  test('a non-object definition is invalid, not a crash', () => {
    expect(problemOf(null).code).toBe('invalid-definition');
    expect(problemOf('tool').code).toBe('invalid-definition');
  });
  test('execute is required in process', () => {
    expect(problemOf({ description: 'd' }).field).toBe('execute');
  });
});

describe('malformed permits are linted, not rejected (REGISTRY-006)', () => {
  test('the definition stays valid; each malformed permit is reported with its diagnostics', () => {
    const d = ok({ description: 'd', permissions: ['adapter()', 'adapter(qq)', ' role(master)'] });
    expect(d.permissions).toEqual(['adapter()', 'adapter(qq)', ' role(master)']);
    expect(d.permitLints.map((l) => [l.index, l.permit])).toEqual([[0, 'adapter()'], [2, ' role(master)']]);
    expect(d.permitLints.every((l) => l.diagnostics.length > 0)).toBe(true);
  });
});

describe('Zod projection and ajv validation (REGISTRY-004/005)', () => {
  test('a Zod object is projected with z.toJSONSchema where its module is loaded', () => {
    const read = projectedTool({ description: 'd', inputSchema: z.object({ message: z.string().min(1) }) });
    if (read.kind !== 'tool') throw new Error(`expected a tool, got ${JSON.stringify(read)}`);
    const d = ok(read.definition as Record<string, unknown>);
    expect(d.inputSchema).toMatchObject({ type: 'object', properties: { message: { type: 'string', minLength: 1 } }, required: ['message'] });
    expect(inputProblem(d.inputSchema, { message: 'hi' })).toBeUndefined();
    expect(inputProblem(d.inputSchema, { message: '' })).toBeDefined();
    expect(inputProblem(d.inputSchema, {})).toContain('message');
  });
  test('a JSON Schema validates input; the default schema takes any object and nothing else', () => {
    const d = ok({ description: 'd', inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } });
    expect(inputProblem(d.inputSchema, { n: 1 })).toBeUndefined();
    expect(inputProblem(d.inputSchema, { n: 'one' })).toBeDefined();
    const plain = ok({ description: 'd' });
    expect(inputProblem(plain.inputSchema, { anything: [1] })).toBeUndefined();
    for (const input of [null, 'text', 3, [1]]) expect(inputProblem(plain.inputSchema, input)).toBeDefined();
  });
  test('a Zod schema that is not z.object(…) projects to a non-object root, refused as inputSchema', () => {
    const read = projectedTool({ description: 'd', execute, inputSchema: z.string() });
    if (read.kind !== 'tool') throw new Error(`expected a tool, got ${JSON.stringify(read)}`);
    expect(problemOf(read.definition)).toMatchObject({ code: 'invalid-definition', field: 'inputSchema' });
  });
  test('a draft-07 tagged schema is accepted too', () => {
    const d = ok({ description: 'd', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } });
    expect(inputProblem(d.inputSchema, {})).toBeUndefined();
  });
});

describe('defineAgentTool', () => {
  test('marks a definition so discovery can tell it from any other default export', () => {
    const tool = defineAgentTool({ description: 'd', execute });
    expect(isAgentTool(tool)).toBe(true);
    expect(isAgentTool({ description: 'd', execute })).toBe(false);
    expect(isAgentTool(null)).toBe(false);
    expect(tool.description).toBe('d');
  });
  test('it does not validate: a bad definition is a prepare problem, not a throw at import', () => {
    const tool = defineAgentTool({ description: '' } as never);
    expect(validateDefinition(tool, 's', schemas).ok).toBe(false);
  });
});

describe('dedicated policy fields (area turns, TURN-003)', () => {
  test('policy and allow are kept; absent means no policy and an empty allow-list', () => {
    expect([ok({ description: 'd' }).policy, ok({ description: 'd' }).allow]).toEqual([undefined, []]);
    const d = ok({ description: 'd', policy: 'bash', allow: ['ls'] });
    expect([d.policy, d.allow]).toEqual(['bash', ['ls']]);
  });
  test('an unknown policy or a non-list allow is invalid, naming the field', () => {
    expect(problemOf({ execute, description: 'd', policy: 'shell' })).toMatchObject({ code: 'invalid-definition', field: 'policy' });
    expect(problemOf({ execute, description: 'd', policy: 'file', allow: '/tmp' })).toMatchObject({ code: 'invalid-definition', field: 'allow' });
  });
});
