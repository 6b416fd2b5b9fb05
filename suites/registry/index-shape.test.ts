// The committed index, entry by entry (spec/registry.md REGISTRY-001/006/007/011/012/023/026/027):
// which files are capabilities, their owner paths, sources, defaults and the code-unit sort order, and
// that every well-formed tree is staged whatever it holds.
import { describe, expect } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import { commitSuccessRule, plainIndexRule } from './model-rules.js';
import type { RegistryStep } from './model.js';
import { registryTest, runScenario } from './scenario.js';
import { agentFiles } from './wire.js';
import type { FileContent, PluginTree } from './wire.js';

const host = useHostUnderTest();
const d = (description: string) => ({ tool: { description } });
const tool = (returns: unknown): FileContent => ({ tool: { description: `returns ${JSON.stringify(returns)}`, behavior: { returns } } });
const text: FileContent = { text: '# instructions' };
const stage = (tree: PluginTree): RegistryStep => ({ op: 'stage', tree });
/** An index expectation decided by its first difference (membership, order, one field). */
const indexWant = (shape: Record<string, unknown>): Want => ok(shape, plainIndexRule(shape as never));

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
        indexWant({
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

  registryTest(host, ['REGISTRY-026', 'REGISTRY-003', 'REGISTRY-004', 'REGISTRY-006', 'REGISTRY-023'], 'defaults filled, permits as given, Seam entries alike, sorted by code unit', () => {
    const defaults = { hidden: false, requiresApproval: 'on-risk', platforms: [], scopes: [], permissions: [] };
    const searchSchema = { type: 'object', properties: { q: { type: 'string' } } };
    return runScenario(host, [
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
        { op: 'registerProvider', scope: 'global', provider: { id: 'acme:search', kind: 'tool', tools: [{ name: 'acme_search', description: 's', source: 'remote:acme', parameters: searchSchema }] } },
        ok({ disposer: 'disposer-1' }),
      ],
      // Refused at commit, it is the malformed permits that were taken for a broken definition (REGISTRY-006).
      [{ op: 'commit' }, ok({ generation: 1 }, commitSuccessRule(true))],
      // Sorted by code unit: a-b < a_b < ab < acme_search.
      [
        { op: 'index' },
        indexWant({
          generation: 1,
          tools: [
            { qualifiedName: 'a-b', ...defaults, platforms: ['qq'], scopes: ['group'], inputSchema: { type: 'object' } },
            { qualifiedName: 'a_b', ...defaults, hidden: true, requiresApproval: 'always', permissions: ['adapter()', ' role(master)'] },
            { qualifiedName: 'ab', ...defaults, inputSchema: { type: 'object' } },
            { qualifiedName: 'acme_search', name: 'acme_search', ownerPath: [], source: 'seam:acme:search', ...defaults, inputSchema: searchSchema },
          ],
        }),
      ],
    ]);
  });
});

describe('files that are not capabilities', () => {
  const base = { 'tools/real/index.ts': tool('real'), ...agentFiles('a') };
  const only = (files: Record<string, FileContent>, index: Record<string, unknown>) => () =>
    runScenario(host, [
      [stage({ name: 'plug', files: { ...base, ...files } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, ...index })],
    ]);

  registryTest(
    host,
    ['REGISTRY-001'],
    'tool entries one folder too deep, or below a folder that is no location, add no tool',
    only(
      {
        'agents/a/tools/n1/lib/index.ts': tool(1),
        'skills/s/tools/n2/lib/index.ts': tool(2),
        'workflows/x/tools/n3/index.ts': tool(3),
        'agents/a/skills/s/tools/n4/lib/index.ts': tool(4),
        'knowledge/a/skills/s/tools/n5/index.ts': tool(5),
        'agents/a/knowledge/s/tools/n6/index.ts': tool(6),
        // A folder whose name only starts with "tools" is no location either.
        'tools-n7/index.ts': tool(7),
      },
      { tools: [{ qualifiedName: 'real', ownerPath: [], source: 'tools/real/index.ts' }] },
    ),
  );
  registryTest(
    host,
    ['REGISTRY-011'],
    'only skills/<s>/SKILL.md and agents/<a>/skills/<s>/SKILL.md are skills',
    only(
      {
        'skills/k1/SKILL.md/notes.md': text,
        'knowledge/k2/SKILL.md': text,
        'skills/k3/README.md': text,
        'agents/a/skills/k4/SKILL.md/notes.md': text,
        'hooks/a/skills/k5/SKILL.md': text,
        'agents/a/knowledge/k6/SKILL.md': text,
        'agents/a/skills/k7/README.md': text,
        'skills-k8/SKILL.md': text,
      },
      { skills: [] },
    ),
  );
  registryTest(
    host,
    ['REGISTRY-012'],
    'a file directly in agents/ is no agent directory',
    only({ 'agents/notes.md': text }, { agents: [{ name: 'a', ownerPath: [], source: 'agents/a/agent.json' }] }),
  );

  registryTest(host, ['REGISTRY-001', 'REGISTRY-008'], 'a tool folder is discovered whatever its name: node_modules is a valid tool name, .x an invalid one', () =>
    runScenario(host, [
      [stage({ name: 'plug', files: { 'tools/node_modules/index.ts': tool('nm') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'node_modules', source: 'tools/node_modules/index.ts' }] })],
      [stage({ name: 'plug', files: { 'tools/.x/index.ts': tool('dot') } }), ok()],
      [{ op: 'commit' }, decidedBy('REGISTRY-008', fails('invalid-name', 'tools/.x/index.ts'))],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'node_modules' }] }, 'REGISTRY-015')],
    ]),
  );

  registryTest(host, ['REGISTRY-019', 'REGISTRY-001'], 'index.ts beside index.js in one tool folder are two entries with one name: a duplicate', () =>
    runScenario(host, [
      // index.js alone is an entry (REGISTRY-001) ...
      [stage({ name: 'plug', files: { 'tools/twin/index.js': tool('js') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 }, 'REGISTRY-001')],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'twin', source: 'tools/twin/index.js' }] }, 'REGISTRY-001')],
      // ... so beside an index.ts it makes a second capability named twin.
      [stage({ name: 'plug', files: { 'tools/twin/index.ts': tool('ts'), 'tools/twin/index.js': tool('js') } }), ok()],
      [{ op: 'commit' }, fails('duplicate-name', 'twin', 'tools/twin/index.ts', 'tools/twin/index.js')],
    ]),
  );

  registryTest(host, ['REGISTRY-026'], 'agents sort by [...ownerPath, name] joined with __, so maps__x comes before mapsa', () =>
    runScenario(host, [
      [stage({ name: 'root', files: agentFiles('mapsa'), children: [{ name: 'maps', files: agentFiles('x') }] }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ agents: [{ name: 'x', ownerPath: ['maps'], source: 'maps/agents/x/agent.json' }, { name: 'mapsa', ownerPath: [], source: 'agents/mapsa/agent.json' }] })],
    ]),
  );

  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], "the root tree's name is no segment; a valid child holding only a sub-agent commits", () =>
    runScenario(host, [
      [stage({ name: 'Not A Segment', files: { 'tools/echo/index.ts': { tool: { description: 'Echo' } } }, children: [{ name: 'maps', files: agentFiles('scout') }] }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'echo', ownerPath: [] }], agents: [{ name: 'scout', ownerPath: ['maps'], source: 'maps/agents/scout/agent.json' }] }, 'REGISTRY-012')],
    ]),
  );
});

describe('every well-formed tree is staged', () => {
  const valid = { description: 'A valid tool' };
  registryTest(host, ['REGISTRY-027', 'REGISTRY-001', 'REGISTRY-011'], 'every FileContent kind and a full SetupScript are staged and commit', () =>
    runScenario(host, [
      [
        stage({
          name: 'good',
          files: {
            'tools/a/index.ts': { tool: { ...valid, behavior: { echo: true } } },
            'tools/a/client.ts': { module: true },
            'tools/a/data.json': { json: [1, 'two', null] },
            'tools/a/notes.md': { text: '' },
            'skills/s/SKILL.md': { text: 'Use a.' },
            'skills/s/.hidden/x.md': { text: 'dot folders are folders' },
          },
          setup: { addTools: [{ name: 'sync', tool: { ...valid, behavior: { returns: 7 } } }] },
          children: [{ name: 'maps', files: {}, setup: {} }],
        }),
        ok(),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'a' }, { qualifiedName: 'sync' }], skills: [{ qualifiedName: 's' }], agents: [] }, 'REGISTRY-001')],
    ]),
  );

  registryTest(host, ['REGISTRY-027'], 'a tree nested 64 levels below the root is within the schema and is staged', async () => {
    let deep: PluginTree = { name: 'c', files: { 'README.md': { text: 'bottom' } } };
    for (let level = 1; level < 64; level++) deep = { name: 'c', files: {}, children: [deep] };
    await runScenario(host, [
      [stage({ name: 'root', files: { 'tools/top/index.ts': d('top') }, children: [deep] }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'top' }], skills: [], agents: [] })],
    ]);
  });
});
