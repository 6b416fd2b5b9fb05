// A host message checked against the published schemas (the default of a run): a violation of an answer's
// shape is a protocol error charged to PROTOCOL-002 that names the field, its value and the schema path; a
// value of the right type that only a contract bound rejects is left to the suites and that contract rule.
import { describe, expect, test } from 'vitest';
import { outcomeOfAnswer } from './answer-outcome.js';
import type { Case } from './protocol.js';

const permits: Case = { id: 'permits/x', area: 'permits', setup: {}, steps: [{ op: 'permit', permits: ['group(1)'], message: null }] };
const registry: Case = { id: 'registry/x', area: 'registry', setup: {}, steps: [{ op: 'index' }] };
const check = { seq: 1, validateProtocol: true };

describe('schema violations of an answer', () => {
  test('a forbidden field: PROTOCOL-002, naming the field, its value and the schema path', () => {
    const outcome = outcomeOfAnswer({ seq: 1, results: [{ allowed: false, reason: 'no match' }] }, permits, check);
    expect(outcome).toEqual({
      kind: 'protocol',
      requirement: 'PROTOCOL-002',
      message: `schema violation in the answer to case permits/x: field /results/0/reason = "no match": must NOT have additional property 'reason' (schema spec/schemas/areas/permits.results.schema.json#/$defs/permit/additionalProperties)`,
    });
  });

  test('a field of the wrong type, or a step error whose code is not kebab-case: the protocol\'s', () => {
    expect(outcomeOfAnswer({ seq: 1, results: [{ allowed: 'no' }] }, permits, check)).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-002' });
    expect(outcomeOfAnswer({ seq: 1, results: [{ error: { code: 'Bad Code', message: 'm' } }] }, permits, check)).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-002' });
  });

  test('a 65-character qualifiedName is a value REGISTRY-009 judges, not a broken answer', () => {
    const tool = { qualifiedName: 'a'.repeat(65), name: 'a'.repeat(65), ownerPath: [], source: 'tools/a/index.ts', hidden: false, requiresApproval: 'on-risk', platforms: [], scopes: [], permissions: [], inputSchema: { type: 'object' } };
    const outcome = outcomeOfAnswer({ seq: 1, results: [{ generation: 1, tools: [tool], skills: [], agents: [] }] }, registry, check);
    expect(outcome.kind).toBe('ok');
  });

  test('a constant or an enum a contract rule states, answered with a value of the right type, is that rule\'s: defer_loading false (CATALOG-019), an unknown stage or requiresApproval', () => {
    const catalog: Case = { id: 'catalog/x', area: 'catalog', setup: {}, steps: [{ op: 'tools', turn: 'turn-1', channel: 'anthropic' }] };
    const entry = (extra: Record<string, unknown>) => ({ name: 'a', description: 'A', input_schema: { type: 'object' }, ...extra });
    expect(outcomeOfAnswer({ seq: 1, results: [{ tools: [entry({ defer_loading: false })] }] }, catalog, check).kind).toBe('ok');
    const tool = { qualifiedName: 'a', name: 'a', ownerPath: [], source: 'tools/a/index.ts', hidden: false, requiresApproval: 'sometimes', platforms: [], scopes: ['guild'], permissions: [], inputSchema: { type: 'object' } };
    expect(outcomeOfAnswer({ seq: 1, results: [{ generation: 1, tools: [tool], skills: [], agents: [] }] }, registry, check).kind).toBe('ok');
    // The same entry with a string where the boolean goes, or beside a forbidden field, is a broken shape (named first).
    expect(outcomeOfAnswer({ seq: 1, results: [{ tools: [entry({ defer_loading: 'yes' })] }] }, catalog, check)).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-002' });
    const both = outcomeOfAnswer({ seq: 1, results: [{ tools: [entry({ defer_loading: false, extra: 1 })] }] }, catalog, check);
    expect(both).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-002' });
    expect(both.kind === 'protocol' && both.message).toMatch(/^schema violation in the answer to case catalog\/x: field \/results\/0\/tools\/0\/extra = 1: must NOT have additional property 'extra'/);
  });

  test('without validation only the structure is checked', () => {
    expect(outcomeOfAnswer({ seq: 1, results: [{ allowed: false, reason: 'x' }] }, permits, { seq: 1, validateProtocol: false }).kind).toBe('ok');
  });
});
