// Errors that must NAME something (spec/registry.md): the code, and the exact source strings, field,
// file path or agents in the message. Each test stages exactly one problem, then checks that the
// failed commit left generation 0 empty.
import { describe } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import type { RegistryStep } from './model.js';
import { fails, ok } from './compare.js';
import type { Want } from './compare.js';
import { registryTest, runScenario } from './scenario.js';
import { agentFiles } from './wire.js';
import { TOOLS_AND_SKILLS_SHARE_NAMES } from './model-candidate.js';
import type { PluginTree, SeamProvider, ToolDefinition } from './wire.js';

const host = useHostUnderTest();

const valid: ToolDefinition = { description: 'A valid tool' };
const stage = (files: PluginTree['files'], children?: PluginTree[]): RegistryStep => ({
  op: 'stage',
  tree: children ? { name: 'my-plugin', files, children } : { name: 'my-plugin', files },
});
const global = (provider: SeamProvider): RegistryStep => ({ op: 'registerProvider', scope: 'global', provider });
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] })];

/** `before` (answered {} or a disposer), then a commit failing with `code` naming each string. */
function failing(before: RegistryStep[], code: string, ...naming: string[]): [RegistryStep, Want][] {
  return [...before.map((s): [RegistryStep, Want] => [s, ok()]), [{ op: 'commit' }, fails(code, ...naming)], unchanged];
}

describe('duplicate-name names the qualifiedName and both sources', () => {
  registryTest(host, ['REGISTRY-019'], 'file tool vs addTool in a child plugin', () =>
    runScenario(
      host,
      failing(
        [stage({}, [{ name: 'maps', files: { 'tools/get-weather/index.ts': { tool: valid } } }]), { op: 'addTool', plugin: ['maps'], name: 'get-weather', tool: valid }],
        'duplicate-name',
        'maps__get-weather',
        'maps/tools/get-weather/index.ts',
        'addTool:maps/get-weather',
      ),
    ),
  );
  registryTest(host, ['REGISTRY-019', 'REGISTRY-023'], 'regular tool vs Seam tool', () =>
    runScenario(
      host,
      failing(
        [stage({ 'tools/search/index.ts': { tool: valid } }), global({ id: 'acme:search', kind: 'tool', tools: [{ name: 'search', description: 'remote' }] })],
        'duplicate-name',
        'search',
        'tools/search/index.ts',
        'seam:acme:search',
      ),
    ),
  );
  registryTest(host, ['REGISTRY-019'], 'two Seam providers', () =>
    runScenario(
      host,
      failing(
        [global({ id: 'p-one', kind: 'tool', tools: [{ name: 'lookup', description: 'a' }] }), global({ id: 'p-two', kind: 'tool', tools: [{ name: 'lookup', description: 'b' }] })],
        'duplicate-name',
        'lookup',
        'seam:p-one',
        'seam:p-two',
      ),
    ),
  );
  registryTest(host, ['REGISTRY-019', 'REGISTRY-011'], 'regular skill vs Seam skill', () =>
    runScenario(
      host,
      failing(
        [stage({ 'skills/research/SKILL.md': { text: '# research' } }), global({ id: 'acme:skills', kind: 'skill', skills: [{ name: 'research', description: 'r' }] })],
        'duplicate-name',
        'research',
        'skills/research/SKILL.md',
        'seam:acme:skills',
      ),
    ),
  );
  registryTest(host, ['REGISTRY-019', 'REGISTRY-021'], 'a scoped provider colliding in its owner\'s view only', () =>
    runScenario(
      host,
      failing(
        [stage({ 'tools/find/index.ts': { tool: valid } }), { op: 'registerProvider', scope: 'alice', provider: { id: 'mine', kind: 'tool', tools: [{ name: 'find', description: 'f' }] } }],
        'duplicate-name',
        'find',
        'tools/find/index.ts',
        'seam:mine',
      ),
    ),
  );
});

// A tool and a skill with one name: spec/registry.md REGISTRY-019 keeps both (two namespaces), the
// area design said duplicate-name. One switch (model-candidate.ts) decides; it follows the spec.
describe(`a tool and a skill with one name (${TOOLS_AND_SKILLS_SHARE_NAMES ? 'one namespace: duplicate-name' : 'two namespaces: both kept'})`, () => {
  const crossKind: [string, RegistryStep[], string, string, string][] = [
    [
      'Seam tool vs Seam skill',
      [global({ id: 'tools-p', kind: 'tool', tools: [{ name: 'summarize', description: 't' }] }), global({ id: 'skills-p', kind: 'skill', skills: [{ name: 'summarize', description: 's' }] })],
      'summarize',
      'seam:tools-p',
      'seam:skills-p',
    ],
    [
      'tool and skill of one plugin (the seed layout with short-url twice)',
      [stage({ 'tools/short-url/index.ts': { tool: valid }, 'skills/short-url/SKILL.md': { text: '#' } })],
      'short-url',
      'tools/short-url/index.ts',
      'skills/short-url/SKILL.md',
    ],
  ];
  for (const [what, before, name, toolSource, skillSource] of crossKind) {
    registryTest(host, ['REGISTRY-019'], what, () =>
      TOOLS_AND_SKILLS_SHARE_NAMES
        ? runScenario(host, failing(before, 'duplicate-name', name, toolSource, skillSource))
        : runScenario(host, [
            ...before.map((s): [RegistryStep, Want] => [s, ok()]),
            [{ op: 'commit' }, ok({ generation: 1 })],
            [{ op: 'index' }, ok({ tools: [{ qualifiedName: name, source: toolSource }], skills: [{ qualifiedName: name, source: skillSource }] })],
          ]),
    );
  }
});

describe('invalid-name names the file or source', () => {
  const cases: [string, RegistryStep[], string][] = [
    ['an upper-case tool directory', [stage({ 'tools/Get/index.ts': { tool: valid } })], 'tools/Get/index.ts'],
    ['a tool directory with __', [stage({ 'tools/a__b/index.ts': { tool: valid } })], 'tools/a__b/index.ts'],
    ['an addTool name with a trailing _', [{ op: 'addTool', name: 'sync_', tool: valid }], 'addTool:sync_'],
    ['a child plugin name (a file below it)', [stage({}, [{ name: 'Maps', files: { 'tools/x/index.ts': { tool: valid } } }])], 'Maps/tools/x/index.ts'],
    ['a skill name', [stage({ 'skills/-s/SKILL.md': { text: '#' } })], 'skills/-s/SKILL.md'],
    ['an agent name (a file below it)', [stage(agentFiles('Rev'))], 'agents/Rev/'],
    ['a Seam tool name', [global({ id: 'bad-names', kind: 'tool', tools: [{ name: 'Search', description: 'x' }] })], 'seam:bad-names'],
    ['a qualifiedName of 65 characters', [stage({}, [{ name: 'maps', files: { [`tools/${'w'.repeat(59)}/index.ts`]: { tool: valid } } }])], `maps/tools/${'w'.repeat(59)}/index.ts`],
  ];
  for (const [what, before, naming] of cases) {
    const ids = what.includes('65') ? ['REGISTRY-009'] : ['REGISTRY-008'];
    registryTest(host, ids, what, () => runScenario(host, failing(before, 'invalid-name', naming)));
  }
});

describe('missing-agent-file names the missing file', () => {
  const without = (name: string, file: string) => {
    const files = agentFiles(name);
    delete files[`agents/${name}/${file}`];
    return files;
  };
  for (const file of ['agent.json', 'system.md', 'boundaries.md', 'conventions.md']) {
    registryTest(host, ['REGISTRY-012'], `a root sub-agent without ${file}`, () =>
      runScenario(host, failing([stage(without('reviewer', file))], 'missing-agent-file', `agents/reviewer/${file}`)),
    );
  }
  registryTest(host, ['REGISTRY-012'], 'a child plugin\'s sub-agent: the path carries the plugin path', () =>
    runScenario(host, failing([stage({}, [{ name: 'maps', files: without('scout', 'boundaries.md') }])], 'missing-agent-file', 'maps/agents/scout/boundaries.md')),
  );
});

describe('invalid-definition names the source and the field', () => {
  const fields: [string, ToolDefinition][] = [
    ['description', { platforms: [] }],
    ['description', { description: '' }],
    ['requiresApproval', { description: 'd', requiresApproval: 'sometimes' }],
    ['platforms', { description: 'd', platforms: 'qq' }],
    ['scopes', { description: 'd', scopes: ['guild'] }],
    ['permissions', { description: 'd', permissions: 'adapter(qq)' }],
    ['hidden', { description: 'd', hidden: 'yes' }],
    ['inputSchema', { description: 'd', inputSchema: { type: 'string' } }],
    ['inputSchema', { description: 'd', inputSchema: [] }],
  ];
  for (const [field, def] of fields) {
    const ids = field === 'inputSchema' ? ['REGISTRY-004'] : ['REGISTRY-003'];
    registryTest(host, ids, `${field}: ${JSON.stringify(def)} in an agent skill's private tool`, () =>
      runScenario(
        host,
        failing([stage({ ...agentFiles('rev'), 'agents/rev/skills/s/tools/t/index.ts': { tool: def } })], 'invalid-definition', 'agents/rev/skills/s/tools/t/index.ts', field),
      ),
    );
  }
  registryTest(host, ['REGISTRY-003'], 'an addTool definition', () =>
    runScenario(host, failing([{ op: 'addTool', plugin: ['lottery'], name: 'sync', tool: { description: 'd', requiresApproval: 'ALWAYS' } }], 'invalid-definition', 'addTool:lottery/sync', 'requiresApproval')),
  );
  registryTest(host, ['REGISTRY-003', 'REGISTRY-023'], 'a Seam tool schema gets the same validation', () =>
    runScenario(host, failing([global({ id: 'remote', kind: 'tool', tools: [{ name: 'fetch', description: 'f', scopes: ['dm'] }] })], 'invalid-definition', 'seam:remote', 'scopes')),
  );
  registryTest(host, ['REGISTRY-002'], 'an index.ts without a defineAgentTool default export', () =>
    runScenario(host, failing([stage({}, [{ name: 'maps', files: { 'tools/geo/index.ts': { module: true } } }])], 'invalid-definition', 'maps/tools/geo/index.ts')),
  );
});

describe('routing-conflict names both agents; prepare-failed names the plugin or source', () => {
  registryTest(host, ['REGISTRY-013'], 'two automatic agents for qq in one plugin', () =>
    runScenario(host, failing([stage({ ...agentFiles('reviewer', 'qq'), ...agentFiles('helper', 'qq') })], 'routing-conflict', 'reviewer', 'helper')),
  );
  registryTest(host, ['REGISTRY-013'], 'two automatic agents for kook in different trees', () =>
    runScenario(host, failing([stage(agentFiles('guide', 'kook')), stage({}, [{ name: 'maps', files: agentFiles('scout', 'kook') }])], 'routing-conflict', 'guide', 'scout')),
  );
  registryTest(host, ['REGISTRY-015'], 'a child plugin whose setup() throws', () =>
    runScenario(host, failing([stage({}, [{ name: 'lottery', files: {}, setup: { throws: 'database down' } }])], 'prepare-failed', 'lottery')),
  );
  registryTest(host, ['REGISTRY-015', 'REGISTRY-016'], 'a failure injected half-way names its source', () =>
    runScenario(host, [
      [stage({ 'tools/a/index.ts': { tool: valid }, 'tools/b/index.ts': { tool: valid }, 'tools/c/index.ts': { tool: valid } }), ok()],
      [{ op: 'commit', failAt: 'tools/b/index.ts' }, fails('prepare-failed', 'tools/b/index.ts')],
      unchanged,
    ]),
  );
});
