// The committed index, entry by entry (spec/registry.md REGISTRY-001/006/007/011/012/023/026):
// which files are capabilities, their owner paths, sources, defaults and the code-unit sort order.
import { describe, expect } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { ok } from './compare.js';
import { registryTest, runScenario } from './scenario.js';
import { agentFiles } from './wire.js';

const host = useHostUnderTest();
const d = (description: string) => ({ tool: { description } });

describe('index entries', () => {
  registryTest(host, ['REGISTRY-001', 'REGISTRY-007', 'REGISTRY-011', 'REGISTRY-012', 'REGISTRY-026'], 'the four locations, skills and agents of a root and a nested child plugin', async () => {
    await runScenario(host, [
      [
        {
          op: 'stage',
          tree: {
            name: 'my-plugin',
            files: {
              'AGENTS.md': { text: '# main agent' },
              'tools/short-url/index.ts': d('short'),
              'tools/short-url/client.ts': { module: true },
              'tools/short-url/lib/index.ts': d('deeper: not a tool'),
              'hooks/audit/index.ts': d('hook: not a tool'),
              'skills/links/SKILL.md': { text: '# links' },
              'skills/links/tools/normalize/index.js': d('normalize'),
              'skills/links/hooks/audit/index.ts': d('hook: not a tool'),
              ...agentFiles('reviewer'),
              'agents/reviewer/workflows/w/index.ts': d('workflow: not a tool'),
              'agents/reviewer/tools/check-result/index.ts': d('agent private'),
              'agents/reviewer/skills/review/SKILL.md': { text: '# review' },
              'agents/reviewer/skills/review/tools/check-result/index.ts': d('agent skill private'),
            },
            children: [{ name: 'maps', files: { 'tools/get-weather/index.ts': d('weather') }, children: [{ name: 'geo', files: { 'tools/locate/index.ts': d('locate'), ...agentFiles('scout') } }] }],
          },
        },
        ok(),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [
        { op: 'index' },
        ok({
          generation: 1,
          tools: [
            { qualifiedName: 'links__normalize', name: 'normalize', ownerPath: ['links'], source: 'skills/links/tools/normalize/index.js' },
            { qualifiedName: 'maps__geo__locate', name: 'locate', ownerPath: ['maps', 'geo'], source: 'maps/geo/tools/locate/index.ts' },
            { qualifiedName: 'maps__get-weather', name: 'get-weather', ownerPath: ['maps'], source: 'maps/tools/get-weather/index.ts' },
            { qualifiedName: 'reviewer__check-result', name: 'check-result', ownerPath: ['reviewer'], source: 'agents/reviewer/tools/check-result/index.ts' },
            {
              qualifiedName: 'reviewer__review__check-result',
              name: 'check-result',
              ownerPath: ['reviewer', 'review'],
              source: 'agents/reviewer/skills/review/tools/check-result/index.ts',
            },
            { qualifiedName: 'short-url', name: 'short-url', ownerPath: [], source: 'tools/short-url/index.ts' },
          ],
          skills: [
            { qualifiedName: 'links', ownerPath: [], source: 'skills/links/SKILL.md' },
            { qualifiedName: 'reviewer__review', ownerPath: ['reviewer'], source: 'agents/reviewer/skills/review/SKILL.md' },
          ],
          agents: [
            { name: 'scout', ownerPath: ['maps', 'geo'], source: 'maps/geo/agents/scout/agent.json' },
            { name: 'reviewer', ownerPath: [], source: 'agents/reviewer/agent.json' },
          ],
        }),
      ],
    ]);
  });

  registryTest(host, ['REGISTRY-026', 'REGISTRY-003', 'REGISTRY-004', 'REGISTRY-006', 'REGISTRY-023'], 'defaults filled, permits as given, Seam entries alike, sorted by code unit', async () => {
    const results = await runScenario(host, [
      [
        {
          op: 'stage',
          tree: {
            name: 'p',
            files: {
              'tools/ab/index.ts': d('ab'),
              'tools/a_b/index.ts': { tool: { description: 'a_b', permissions: ['adapter()', ' role(master)'], hidden: true, requiresApproval: 'always' } },
              'tools/a-b/index.ts': { tool: { description: 'a-b', platforms: ['qq'], scopes: ['group'] } },
            },
          },
        },
        ok(),
      ],
      [
        {
          op: 'registerProvider',
          scope: 'global',
          provider: { id: 'acme:search', kind: 'tool', tools: [{ name: 'acme_search', description: 's', source: 'remote:acme', parameters: { type: 'object', properties: { q: { type: 'string' } } } }] },
        },
        ok({ disposer: 'disposer-1' }),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1 })],
    ]);
    const defaults = { hidden: false, requiresApproval: 'on-risk', platforms: [], scopes: [], permissions: [] };
    const tools = results[3]?.tools;
    expect(tools, 'REGISTRY-026: sorted by code unit, a-b < a_b < ab < acme_search').toMatchObject([
      { qualifiedName: 'a-b', ...defaults, platforms: ['qq'], scopes: ['group'], inputSchema: { type: 'object' } },
      { qualifiedName: 'a_b', ...defaults, hidden: true, requiresApproval: 'always', permissions: ['adapter()', ' role(master)'] },
      { qualifiedName: 'ab', ...defaults, inputSchema: { type: 'object' } },
      { qualifiedName: 'acme_search', name: 'acme_search', ownerPath: [], source: 'seam:acme:search', ...defaults, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    ]);
  });
});
