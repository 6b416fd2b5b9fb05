// Errors that must NAME something (spec/registry.md): the code, and the exact source strings, field or
// plugin in the message. Each test stages exactly one problem, then checks that the failed commit left
// generation 0 empty (REGISTRY-015). Sub-agents have their own file (sub-agents.test.ts).
import { describe } from 'vitest';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
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
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] }, 'REGISTRY-015')];

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

// Each commit judges its own candidate: a duplicate is named by the name and sources it has now, and a
// candidate without one commits, whatever an earlier failed commit met. A Seam tool's source is its
// provider's id, so names and sources can change apart.
describe('duplicate-name after earlier failed commits names what the candidate holds now', () => {
  const provider = (id: string, name: string): SeamProvider => ({ id, kind: 'tool', tools: [{ name, description: name }] });
  const swap = (disposers: string[], next: SeamProvider[]): [RegistryStep, Want][] => [
    ...disposers.map((disposer): [RegistryStep, Want] => [{ op: 'dispose', disposer }, ok()]),
    ...next.map((p): [RegistryStep, Want] => [global(p), ok()]),
  ];
  registryTest(host, ['REGISTRY-019'], 'same providers, another shared name; then other providers, the same name; then no shared name', () =>
    runScenario(host, [
      ...failing([global(provider('p-one', 'lookup')), global(provider('p-two', 'lookup'))], 'duplicate-name', 'lookup', 'seam:p-one', 'seam:p-two'),
      ...swap(['disposer-1', 'disposer-2'], [provider('p-one', 'find'), provider('p-two', 'find')]),
      [{ op: 'commit' }, fails('duplicate-name', 'find', 'seam:p-one', 'seam:p-two')],
      ...swap(['disposer-3', 'disposer-4'], [provider('p-three', 'find'), provider('p-four', 'find')]),
      [{ op: 'commit' }, fails('duplicate-name', 'find', 'seam:p-three', 'seam:p-four')],
      ...swap(['disposer-5', 'disposer-6'], [provider('p-three', 'find'), provider('p-four', 'lookup')]),
      [{ op: 'commit' }, ok({ generation: 1 })],
    ]),
  );
});

// A tool and a skill with one name: spec/registry.md REGISTRY-019 keeps both (two namespaces). One switch
// (model-candidate.ts) names that reading for the model and this test alike.
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
    ['a Seam tool name', [global({ id: 'bad-names', kind: 'tool', tools: [{ name: 'Search', description: 'x' }] })], 'seam:bad-names'],
    ['a qualifiedName of 65 characters', [stage({}, [{ name: 'maps', files: { [`tools/${'w'.repeat(59)}/index.ts`]: { tool: valid } } }])], `maps/tools/${'w'.repeat(59)}/index.ts`],
  ];
  for (const [what, before, naming] of cases) {
    const ids = what.includes('65') ? ['REGISTRY-009'] : ['REGISTRY-008'];
    registryTest(host, ids, what, () => runScenario(host, failing(before, 'invalid-name', naming)));
  }
  registryTest(host, ['REGISTRY-008'], 'a child plugin with a bad name and no files at all still fails with invalid-name', () =>
    runScenario(host, failing([stage({}, [{ name: 'a__b', files: {} }])], 'invalid-name')),
  );
  registryTest(host, ['REGISTRY-008'], 'an empty addTool name and one holding "__" are invalid names', () =>
    runScenario(host, [
      [{ op: 'addTool', name: '', tool: valid }, ok()],
      [{ op: 'commit' }, fails('invalid-name', 'addTool:')],
      [{ op: 'addTool', name: 'a__b', tool: valid }, ok()],
      [{ op: 'commit' }, fails('invalid-name', 'addTool:a__b')],
      unchanged,
    ]),
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
  registryTest(host, ['REGISTRY-003'], 'scopes given as one string, not a list, names the source and "scopes"', () =>
    runScenario(host, failing([stage({ 'tools/t/index.ts': { tool: { description: 'd', scopes: 'private' } } })], 'invalid-definition', 'tools/t/index.ts', 'scopes')),
  );
  registryTest(host, ['REGISTRY-003'], 'an addTool definition', () =>
    runScenario(host, failing([{ op: 'addTool', plugin: ['lottery'], name: 'sync', tool: { description: 'd', requiresApproval: 'ALWAYS' } }], 'invalid-definition', 'addTool:lottery/sync', 'requiresApproval')),
  );
  registryTest(host, ['REGISTRY-023', 'REGISTRY-003'], 'a Seam tool schema gets the same validation', () =>
    runScenario(host, failing([global({ id: 'remote', kind: 'tool', tools: [{ name: 'fetch', description: 'f', scopes: ['dm'] }] })], 'invalid-definition', 'seam:remote', 'scopes')),
  );
  const skill = (description: unknown): SeamProvider => ({ id: 'kb', kind: 'skill', skills: [{ name: 'lookup', description } as never] });
  for (const [what, description] of [['an empty string', ''], ['a number', 5], ['null', null]] as const) {
    registryTest(host, ['REGISTRY-023'], `a Seam skill whose description is ${what} names the source and "description"`, () =>
      runScenario(host, failing([global(skill(description))], 'invalid-definition', 'seam:kb', 'description')),
    );
  }
  registryTest(host, ['REGISTRY-023'], 'a Seam skill without a description names the source and "description"', () =>
    runScenario(host, failing([global({ id: 'kb', kind: 'skill', skills: [{ name: 'lookup' } as never] })], 'invalid-definition', 'seam:kb', 'description')),
  );
  registryTest(host, ['REGISTRY-023'], 'a Seam skill whose description is only spaces is non-empty: it commits and is listed', () =>
    runScenario(host, [
      [global(skill('  ')), ok({ disposer: 'disposer-1' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, skills: [{ qualifiedName: 'lookup', ownerPath: [], source: 'seam:kb' }] })],
    ]),
  );
  registryTest(host, ['REGISTRY-002'], 'an index.ts without a defineAgentTool default export', () =>
    runScenario(host, failing([stage({}, [{ name: 'maps', files: { 'tools/geo/index.ts': { module: true } } }])], 'invalid-definition', 'maps/tools/geo/index.ts')),
  );
});

describe('prepare-failed names the plugin or source', () => {
  registryTest(host, ['REGISTRY-015'], 'a child plugin whose setup() throws', () =>
    runScenario(host, failing([stage({}, [{ name: 'lottery', files: {}, setup: { throws: 'database down' } }])], 'prepare-failed', 'lottery')),
  );
  registryTest(host, ['REGISTRY-015'], 'a grandchild plugin whose setup() throws is named by its plugin path', async () => {
    const steps: RegistryStep[] = [
      { op: 'stage', tree: { name: 'root', files: {}, children: [{ name: 'maps', files: {}, children: [{ name: 'geo', files: {}, setup: { throws: 'database down' } }] }] } },
      { op: 'commit' },
    ];
    const results = await runScenario(host, [
      [steps[0]!, ok()],
      [steps[1]!, fails('prepare-failed')],
    ]);
    const message = stepError(results[1]!)?.message ?? '';
    if (!message.includes('maps/geo') && !message.includes('maps__geo')) {
      throw new Error(`FAIL: step 1 ${JSON.stringify(steps[1])}: the prepare-failed message "${message}" must name the plugin maps → geo by its plugin path`);
    }
  });
  // One capability of each kind, the failure injected at it: prepare-failed naming it, nothing published.
  const injections: [string, RegistryStep, string][] = [
    ['a file skill', stage({ 'skills/notes/SKILL.md': { text: '# notes' } }), 'skills/notes/SKILL.md'],
    ['a sub-agent', stage(agentFiles('rev')), 'agents/rev/agent.json'],
    ['a Seam skill', global({ id: 'kb', kind: 'skill', skills: [{ name: 'lookup', description: 'Looks up' }] }), 'seam:kb'],
    ['a Seam tool', global({ id: 'remote', kind: 'tool', tools: [{ name: 'fetch', description: 'Fetches' }] }), 'seam:remote'],
    ['an addTool tool', { op: 'addTool', plugin: ['maps'], name: 'sync', tool: { description: 'Sync' } }, 'addTool:maps/sync'],
  ];
  for (const [what, step, source] of injections) {
    registryTest(host, ['REGISTRY-015'], `a failure injected at ${what} answers prepare-failed naming ${source}`, () =>
      runScenario(host, [
        [step, ok()],
        [{ op: 'commit', failAt: source }, fails('prepare-failed', source)],
        unchanged,
        [{ op: 'commit', failAt: 'no/such/source' }, ok({ generation: 1 })],
      ]),
    );
  }
  registryTest(host, ['REGISTRY-015', 'REGISTRY-016'], 'a failure injected half-way names its source', () =>
    runScenario(host, [
      [stage({ 'tools/a/index.ts': { tool: valid }, 'tools/b/index.ts': { tool: valid }, 'tools/c/index.ts': { tool: valid } }), ok()],
      [{ op: 'commit', failAt: 'tools/b/index.ts' }, fails('prepare-failed', 'tools/b/index.ts')],
      unchanged,
    ]),
  );
});
