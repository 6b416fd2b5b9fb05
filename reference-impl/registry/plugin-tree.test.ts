import { describe, test, expect } from 'vitest';
import type { PluginTree } from './plugin-tree.js';
import { checkPluginTree, definitionFromWire, pluginSourcesOf } from './plugin-tree.js';
import { validateDefinition } from './definition.js';
import { createSchemaChecker } from './input-schema.js';

const tree: PluginTree = {
  name: 'root',
  files: { 'tools/echo/index.ts': { tool: { description: 'e', behavior: { echo: true } } }, 'tools/echo/client.ts': { module: true }, 'AGENTS.md': { text: '# main' } },
  children: [{ name: 'maps', files: { 'agents/a/agent.json': { json: { auto: { platform: 'qq' } } } }, children: [{ name: 'geo', files: {} }] }],
  setup: { addTools: [{ name: 'sync', tool: { description: 's' } }], throws: 'boom' },
};

describe('checkPluginTree: a malformed tree names where', () => {
  test('a well-formed tree passes', () => {
    expect(checkPluginTree(tree).ok).toBe(true);
  });
  test.each<[unknown, string]>([
    [5, 'tree must be a PluginTree'],
    [{ files: {} }, 'tree.name'],
    [{ name: 'r' }, 'tree.files'],
    [{ name: 'r', files: { '/abs': { module: true } } }, '"/abs"'],
    [{ name: 'r', files: { 'a/../b': { module: true } } }, '"a/../b"'],
    [{ name: 'r', files: { 'a\u0000b': { module: true } } }, 'NUL'],
    [{ name: 'r', files: { 'a/b/c': { module: true }, 'a/b': { text: '' } } }, '["a/b"] is a file and also the folder'],
    [{ name: 'r', files: { a: { module: false } } }, '"module" must be true'],
    [{ name: 'r', files: { a: { text: 1 } } }, '"text"'],
    [{ name: 'r', files: { a: { tool: 1 } } }, 'ToolDefinition'],
    [{ name: 'r', files: { a: { tool: {}, text: '' } } }, 'exactly one'],
    [{ name: 'r', files: { a: { tool: { behavior: { sing: 1 } } } } }, 'behavior'],
    [{ name: 'r', files: {}, children: {} }, 'tree.children must be an array'],
    [{ name: 'r', files: {}, children: [{ name: 1, files: {} }] }, 'tree.children[0].name'],
    [{ name: 'r', files: {}, setup: { addTools: [{ name: 'x' }] } }, 'tree.setup.addTools[0].tool'],
    [{ name: 'r', files: {}, setup: { throws: 1 } }, 'tree.setup.throws'],
  ])('%j → names %s', (value, named) => {
    const r = checkPluginTree(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toContain(named);
  });
  test('absurd nesting is refused, not a stack overflow', () => {
    let deep: Record<string, unknown> = { name: 'x', files: {} };
    for (let i = 0; i < 10_000; i++) deep = { name: 'x', files: {}, children: [deep] };
    expect(checkPluginTree(deep).ok).toBe(false);
  });
});

describe('pluginSourcesOf: tree → files in memory → plugin sources', () => {
  const sources = pluginSourcesOf(tree);
  test('one source per plugin, root first, with owner segments from child names', () => {
    expect(sources.map((s) => s.segments)).toEqual([[], ['maps'], ['maps', 'geo']]);
    expect(sources[0]!.files).toEqual(['AGENTS.md', 'tools/echo/client.ts', 'tools/echo/index.ts']);
    expect(sources[2]!.files).toEqual([]);
  });
  test('files read back as what they declare', () => {
    const root = sources[0]!;
    const tool = root.read('tools/echo/index.ts');
    expect(tool.kind).toBe('tool');
    if (tool.kind === 'tool') expect((tool.definition as { execute: (i: unknown) => unknown }).execute({ a: 1 })).toEqual({ a: 1 });
    expect(root.read('tools/echo/client.ts')).toEqual({ kind: 'module' });
    expect(root.read('AGENTS.md')).toEqual({ kind: 'text', text: '# main' });
    expect(sources[1]!.read('agents/a/agent.json')).toEqual({ kind: 'json', value: { auto: { platform: 'qq' } } });
  });
  test('the setup script comes along', () => {
    expect(sources[0]!.setup?.addTools.map((t) => t.name)).toEqual(['sync']);
    expect(sources[0]!.setup?.throws).toBe('boom');
    expect(sources[1]!.setup).toBeUndefined();
  });
});

describe('prompt-section files (area turns)', () => {
  test('a section object is accepted; anything else under "section" names the file', () => {
    expect(checkPluginTree({ name: 'p', files: { 'prompt-sections/a/index.ts': { section: { title: 't' } } } }).ok).toBe(true);
    const bad = checkPluginTree({ name: 'p', files: { 'prompt-sections/a/index.ts': { section: 'text' } } });
    expect(bad).toEqual({ ok: false, problem: expect.stringContaining('prompt-sections/a/index.ts') });
  });
  test('a section read as a tool entry is a module without a tool', () => {
    const [root] = pluginSourcesOf({ name: 'p', files: { 'tools/a/index.ts': { section: { title: 't' } } } });
    expect(root!.read('tools/a/index.ts')).toEqual({ kind: 'module' });
  });
});

describe('definitionFromWire: the fields a wire tool gives, the rest absent', () => {
  test('an absent field validates to its default, a given one to itself; other fields pass through', () => {
    const definition = definitionFromWire({ description: 'd', platforms: ['qq'], note: 'kept', behavior: { returns: 1 } });
    expect(definition.note).toBe('kept');
    expect((definition.execute as () => unknown)()).toBe(1);
    const checked = validateDefinition(definition, 'tools/a/index.ts', createSchemaChecker());
    expect(checked.ok && { ...checked.definition, execute: undefined }).toEqual({
      description: 'd', inputSchema: { type: 'object' }, requiresApproval: 'on-risk', platforms: ['qq'], scopes: [], permissions: [],
      hidden: false, policy: undefined, allow: [], execute: undefined, permitLints: [],
    });
  });
});
