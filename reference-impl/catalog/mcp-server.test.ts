// MCP servers (spec/catalog.md, Definitions): the tools of Seam provider `mcp:<server>` belong to <server>.
import { describe, expect, test } from 'vitest';
import { GenerationStore } from '../registry/generation.js';
import { pluginSourcesOf } from '../registry/plugin-tree.js';
import { toolServiceOf } from '../registry/wire-provider.js';
import { mcpServerOf, mcpServerOfTool } from './mcp-server.js';

describe('mcpServerOf', () => {
  test('the server of a Seam source seam:mcp:<server>; any other source has none', () => {
    expect(['seam:mcp:github', 'seam:mcp:', 'seam:other', 'tools/a/index.ts', 'addTool:x'].map(mcpServerOf)).toEqual(['github', undefined, undefined, undefined, undefined]);
  });
  test('of a committed capability: the Seam tools of mcp:<server> only, whatever the plugins are called', () => {
    const store = new GenerationStore();
    const tool = { tool: { description: 'd' } };
    store.stage(pluginSourcesOf({ name: 'root', files: { 'tools/a/index.ts': tool, 'skills/seam/tools/b/index.ts': tool }, children: [{ name: 'seam', files: { 'tools/c/index.ts': tool } }] }));
    const provider = (id: string) => ({ scope: 'global', kind: 'tool' as const, service: toolServiceOf({ id, kind: 'tool', tools: [{ name: `${id.replace(':', '-')}-t`, description: 'd' }] }) });
    expect(store.commit([provider('mcp:github'), provider('jira')]).ok).toBe(true);
    const servers = Object.fromEntries([...store.current.byName.values()].map((t) => [t.qualifiedName, mcpServerOfTool(t) ?? null]));
    expect(servers).toEqual({ a: null, seam__b: null, seam__c: null, 'mcp-github-t': 'github', 'jira-t': null });
    // The rule reads the source alone: a capability of no owner with that source belongs to the server.
    expect(mcpServerOfTool({ ownerPath: [], source: 'seam:mcp:x' })).toBe('x');
  });
});
