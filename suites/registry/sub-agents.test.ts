// Named sub-agents (spec/registry.md REGISTRY-008, 012, 013, 028): their four files, their manifest, their
// names, and automatic selection. Each failing commit stages exactly one problem and must leave generation
// 0 empty; expected values are worked out by hand from the spec.
import { describe } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import type { RegistryStep } from './model.js';
import { registryTest, runScenario } from './scenario.js';
import { agentFiles } from './wire.js';
import type { FileContent, PluginTree } from './wire.js';

const host = useHostUnderTest();

const stage = (files: PluginTree['files'], children?: PluginTree[]): RegistryStep => ({
  op: 'stage',
  tree: children ? { name: 'my-plugin', files, children } : { name: 'my-plugin', files },
});
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] }, 'REGISTRY-015')];

/** `before` (each answered {}), then a commit failing with `code` naming each string; nothing published. */
function failing(before: RegistryStep[], code: string, ...naming: string[]): [RegistryStep, Want][] {
  return [...before.map((s): [RegistryStep, Want] => [s, ok()]), [{ op: 'commit' }, fails(code, ...naming)], unchanged];
}

const without = (name: string, file: string): Record<string, FileContent> => {
  const files = agentFiles(name);
  delete files[`agents/${name}/${file}`];
  return files;
};

describe('missing-agent-file names the missing file', () => {
  for (const file of ['agent.json', 'system.md', 'boundaries.md', 'conventions.md']) {
    registryTest(host, ['REGISTRY-012'], `a root sub-agent without ${file}`, () =>
      runScenario(host, failing([stage(without('reviewer', file))], 'missing-agent-file', `agents/reviewer/${file}`)),
    );
  }
  registryTest(host, ['REGISTRY-012'], 'a child plugin\'s sub-agent: the path carries the plugin path', () =>
    runScenario(host, failing([stage({}, [{ name: 'maps', files: without('scout', 'boundaries.md') }])], 'missing-agent-file', 'maps/agents/scout/boundaries.md')),
  );
});

describe('agent.json is an object with a well-formed auto', () => {
  const manifests: [string, FileContent][] = [
    ['null', { json: null }],
    ['a number', { json: 5 }],
    ['a list', { json: [] }],
    ['a string', { json: 'auto' }],
    ['auto null', { json: { auto: null } }],
    ['auto a number', { json: { auto: 5 } }],
    ['auto a list', { json: { auto: [] } }],
    ['auto without a platform', { json: { auto: {} } }],
    ['a null platform', { json: { auto: { platform: null } } }],
    ['a number platform', { json: { auto: { platform: 5 } } }],
    ['an empty platform', { json: { auto: { platform: '' } } }],
    ['a text file', { text: '{"auto": {"platform": "qq"}}' }],
    ['a module', { module: true }],
  ];
  for (const [what, manifest] of manifests) {
    registryTest(host, ['REGISTRY-028'], `agent.json that is ${what} is invalid-definition naming the manifest`, () =>
      runScenario(host, failing([stage({}, [{ name: 'maps', files: { ...agentFiles('bot'), 'agents/bot/agent.json': manifest } }])], 'invalid-definition', 'maps/agents/bot/agent.json')),
    );
  }

  registryTest(host, ['REGISTRY-028', 'REGISTRY-013'], 'a manifest with fields of its own, or an auto with more than a platform, commits', () =>
    runScenario(host, [
      [
        stage({
          ...agentFiles('plain'),
          'agents/plain/agent.json': { json: { tools: ['search'], note: 'kept' } },
          ...agentFiles('auto-qq'),
          'agents/auto-qq/agent.json': { json: { auto: { platform: 'qq', note: 1 } } },
        }),
        ok(),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, agents: [{ name: 'auto-qq', source: 'agents/auto-qq/agent.json' }, { name: 'plain', source: 'agents/plain/agent.json' }] }, 'REGISTRY-012')],
      // That auto really is automatic selection for qq: a second automatic agent for qq conflicts.
      [stage({ ...agentFiles('auto-qq'), 'agents/auto-qq/agent.json': { json: { auto: { platform: 'qq', note: 1 } } }, ...agentFiles('helper', 'qq') }), ok()],
      [{ op: 'commit' }, decidedBy('REGISTRY-013', fails('routing-conflict', 'auto-qq', 'helper'))],
    ]),
  );
});

describe('agent names are segments', () => {
  // A sub-agent's own name is checked without the plugin path, so only the plugin-name rule catches these.
  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], 'a child plugin with a bad name holding only a complete sub-agent fails with invalid-name naming a file below it', () =>
    runScenario(host, failing([stage({}, [{ name: 'Maps', files: agentFiles('rev') }])], 'invalid-name', 'Maps/agents/rev/')),
  );
  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], 'a grandchild plugin with a bad name holding only a sub-agent: the file named carries the whole plugin path', () =>
    runScenario(host, failing([stage({}, [{ name: 'maps', files: {}, children: [{ name: 'geo_', files: agentFiles('scout') }] }])], 'invalid-name', 'maps/geo_/agents/scout/')),
  );
  registryTest(host, ['REGISTRY-008'], 'an agent name (a file below it)', () => runScenario(host, failing([stage(agentFiles('Rev'))], 'invalid-name', 'agents/Rev/')));
  // AGENTS.md sorts before agents/… (code units): the file named must still be one below the bad agent.
  registryTest(host, ['REGISTRY-008'], 'a bad agent name is reported with a file below that agent, not another file of the plugin', () =>
    runScenario(host, failing([stage({ 'AGENTS.md': { text: '# main' }, ...agentFiles('Rev') })], 'invalid-name', 'agents/Rev/')),
  );
});

describe('routing-conflict names both agents', () => {
  registryTest(host, ['REGISTRY-013'], 'two automatic agents for qq in one plugin', () =>
    runScenario(host, failing([stage({ ...agentFiles('reviewer', 'qq'), ...agentFiles('helper', 'qq') })], 'routing-conflict', 'reviewer', 'helper')),
  );
  registryTest(host, ['REGISTRY-013'], 'two automatic agents for kook in different trees', () =>
    runScenario(host, failing([stage(agentFiles('guide', 'kook')), stage({}, [{ name: 'maps', files: agentFiles('scout', 'kook') }])], 'routing-conflict', 'guide', 'scout')),
  );
});

describe('agent.json tools is a list of names, resolved in turns (REGISTRY-033)', () => {
  const malformed: [string, unknown][] = [
    ['a string', 'search'],
    ['null', null],
    ['an object', { search: true }],
    ['a list holding a number', [5]],
    ['a list holding an empty name', ['']],
    ['a list holding null among names', ['search', null]],
  ];
  for (const [what, tools] of malformed) {
    registryTest(host, ['REGISTRY-033'], `tools that is ${what} is invalid-definition naming the manifest and the field`, () =>
      runScenario(host, failing([stage({}, [{ name: 'maps', files: { ...agentFiles('bot'), 'agents/bot/agent.json': { json: { tools } } } }])], 'invalid-definition', 'maps/agents/bot/agent.json', 'tools')),
    );
  }

  registryTest(host, ['REGISTRY-033'], 'names of no tool, of private tools and of framework tools commit; a later commit without the named tool commits too', () =>
    runScenario(host, [
      [
        stage({
          ...agentFiles('helper'),
          'agents/helper/agent.json': { json: { tools: ['search', 'missing', 'other__secret', 'load_tool'] } },
          ...agentFiles('other'),
          'agents/other/tools/secret/index.ts': { tool: { description: 'secret' } },
          'tools/search/index.ts': { tool: { description: 'search' } },
        }),
        ok(),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      // The requested public tool goes away: the request names nothing now, and that fails nothing.
      [stage({ ...agentFiles('helper'), 'agents/helper/agent.json': { json: { tools: ['search'] } } }), ok()],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'index' }, ok({ generation: 2, tools: [], skills: [], agents: [{ name: 'helper', ownerPath: [], source: 'agents/helper/agent.json' }] }, 'REGISTRY-012')],
    ]),
  );
});
