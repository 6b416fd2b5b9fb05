import { describe, expect, test } from 'vitest';
import type { CatalogTool, TurnCatalog } from '../types.js';
import { anthropicTools } from './anthropic.js';
import { isApiToolName } from './api-name.js';
import { genericTools } from './generic.js';
import { canonicalJson, toolsDigestOf } from './tools-digest.js';

const tool = (qualifiedName: string, schema: Record<string, unknown> = { type: 'object' }): CatalogTool =>
  Object.freeze({ qualifiedName, description: `about ${qualifiedName}`, inputSchema: schema, framework: false, mcpServer: undefined });
const catalog = (tools: CatalogTool[], exposed: string[]): TurnCatalog => ({ tools, exposed: new Set(exposed) });

const weather = tool('maps__weather', { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] });
// A catalog is sorted by qualifiedName, of names the registry allowed (TurnCatalog); the channels keep its order.
const turn = catalog([tool('discover'), weather, tool('zeta')], ['discover', 'zeta']);

describe('api-name', () => {
  test.each([['a', true], ['A-b_9', true], ['x'.repeat(64), true], ['x'.repeat(65), false], ['', false], ['has.dot', false], ['ünï', false], ['a b', false]])('%j → %s', (name, ok) => {
    expect(isApiToolName(name)).toBe(ok);
  });
});

describe('anthropic channel (CATALOG-019/021)', () => {
  test('every catalog tool, sorted, defer_loading exactly on the unexposed', () => {
    expect(anthropicTools(turn)).toEqual([
      { name: 'discover', description: 'about discover', input_schema: { type: 'object' } },
      { name: 'maps__weather', description: 'about maps__weather', input_schema: weather.inputSchema, defer_loading: true },
      { name: 'zeta', description: 'about zeta', input_schema: { type: 'object' } },
    ]);
  });
  test('an exposed tool has no defer_loading field at all', () => {
    expect(Object.keys(anthropicTools(turn)[0]!)).toEqual(['name', 'description', 'input_schema']);
  });
  test('in the catalog\'s order, which is sorted by name', () => {
    expect(anthropicTools(catalog([tool('a'), tool('b')], [])).map((t) => t.name)).toEqual(['a', 'b']);
  });
});

describe('generic channel (CATALOG-020/021)', () => {
  test('the exposed tools only, sorted, without defer_loading', () => {
    expect(genericTools(turn)).toEqual([
      { name: 'discover', description: 'about discover', input_schema: { type: 'object' } },
      { name: 'zeta', description: 'about zeta', input_schema: { type: 'object' } },
    ]);
  });
});

describe('the digest form (spec/protocol.md §11)', () => {
  test('count and SHA-256 of the canonical JSON (the value sha256sum gives for the spec example)', () => {
    const entries = [{ name: 'a', input_schema: { type: 'object' }, description: 'd', defer_loading: undefined }];
    expect(canonicalJson(JSON.parse(JSON.stringify(entries)))).toBe('[{"description":"d","input_schema":{"type":"object"},"name":"a"}]');
    expect(toolsDigestOf(entries)).toEqual({ count: 1, digest: 'sha256:2eb38a7e04045e2ba3b7e22dcbbe0e876bd0524a1c89bce09c0acf145bf84258' });
  });
});
