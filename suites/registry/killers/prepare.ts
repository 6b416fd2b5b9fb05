// Edges of prepare found by mutation testing (`npm run mutation`): places where the registry suites did not
// yet pin the rulings down. Every expected value is worked out by hand from spec/registry.md and
// protocol §9; each failing commit stages exactly one problem ("When a candidate has several problems").
import { describe } from 'vitest';
import { useHostUnderTest } from '../../support/host-under-test.js';
import { fails, ok } from '../compare.js';
import type { Want } from '../compare.js';
import type { RegistryStep } from '../model.js';
import { registryTest, runScenario } from '../scenario.js';
import { agentFiles } from '../wire.js';
import type { PluginTree, SeamProvider } from '../wire.js';

const host = useHostUnderTest();

const stage = (tree: PluginTree): RegistryStep => ({ op: 'stage', tree });
const global = (provider: SeamProvider): RegistryStep => ({ op: 'registerProvider', scope: 'global', provider });
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] })];

/** `before` (each answered {} or a disposer), then a commit failing with `code` naming each string; nothing published. */
function failing(before: RegistryStep[], code: string, ...naming: string[]): [RegistryStep, Want][] {
  return [...before.map((s): [RegistryStep, Want] => [s, ok()]), [{ op: 'commit' }, fails(code, ...naming)], unchanged];
}

describe('registry: prepare edges found by mutation testing', () => {
  registryTest(host, ['REGISTRY-003'], 'scopes given as one string, not a list, is invalid-definition naming the source and "scopes"', () =>
    runScenario(host, failing([stage({ name: 'p', files: { 'tools/t/index.ts': { tool: { description: 'd', scopes: 'private' } } } })], 'invalid-definition', 'tools/t/index.ts', 'scopes')),
  );

  // A sub-agent's own name is checked without the plugin path, so only the plugin-name rule catches these.
  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], 'a child plugin with a bad name holding only a complete sub-agent fails with invalid-name naming a file below it', () =>
    runScenario(host, failing([stage({ name: 'p', files: {}, children: [{ name: 'Maps', files: agentFiles('rev') }] })], 'invalid-name', 'Maps/agents/rev/')),
  );
  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], 'a grandchild plugin with a bad name holding only a sub-agent: the file named carries the whole plugin path', () =>
    runScenario(
      host,
      failing([stage({ name: 'p', files: {}, children: [{ name: 'maps', files: {}, children: [{ name: 'geo_', files: agentFiles('scout') }] }] })], 'invalid-name', 'maps/geo_/agents/scout/'),
    ),
  );
  registryTest(host, ['REGISTRY-008'], 'a child plugin with a bad name and no files at all still fails with invalid-name', () =>
    runScenario(host, failing([stage({ name: 'p', files: {}, children: [{ name: 'a__b', files: {} }] })], 'invalid-name')),
  );
  registryTest(host, ['REGISTRY-008', 'REGISTRY-012'], 'the root tree\'s name is no segment; a valid child holding only a sub-agent commits', () =>
    runScenario(host, [
      [stage({ name: 'Not A Segment', files: { 'tools/echo/index.ts': { tool: { description: 'Echo' } } }, children: [{ name: 'maps', files: agentFiles('scout') }] }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'echo', ownerPath: [] }], agents: [{ name: 'scout', ownerPath: ['maps'], source: 'maps/agents/scout/agent.json' }] })],
    ]),
  );
  // AGENTS.md sorts before agents/… (code units): the file named must still be one below the bad agent.
  registryTest(host, ['REGISTRY-008'], 'a bad agent name is reported with a file below that agent, not another file of the plugin', () =>
    runScenario(host, failing([stage({ name: 'p', files: { 'AGENTS.md': { text: '# main' }, ...agentFiles('Rev') } })], 'invalid-name', 'agents/Rev/')),
  );

  const skill = (description: unknown): SeamProvider => ({ id: 'kb', kind: 'skill', skills: [{ name: 'lookup', description } as never] });
  for (const [what, description] of [['an empty string', ''], ['a number', 5], ['null', null]] as const) {
    registryTest(host, ['REGISTRY-023'], `a Seam skill whose description is ${what} is invalid-definition naming the source and "description"`, () =>
      runScenario(host, failing([global(skill(description))], 'invalid-definition', 'seam:kb', 'description')),
    );
  }
  registryTest(host, ['REGISTRY-023'], 'a Seam skill without a description is invalid-definition naming the source and "description"', () =>
    runScenario(host, failing([global({ id: 'kb', kind: 'skill', skills: [{ name: 'lookup' } as never] })], 'invalid-definition', 'seam:kb', 'description')),
  );
  registryTest(host, ['REGISTRY-023'], 'a Seam skill whose description is only spaces is non-empty: it commits and is listed', () =>
    runScenario(host, [
      [global(skill('  ')), ok({ disposer: 'disposer-1' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, skills: [{ qualifiedName: 'lookup', ownerPath: [], source: 'seam:kb' }] })],
    ]),
  );

  // One capability of each kind, the failure injected at it: prepare-failed naming it, nothing published.
  const injections: [string, RegistryStep, string][] = [
    ['a file skill', stage({ name: 'p', files: { 'skills/notes/SKILL.md': { text: '# notes' } } }), 'skills/notes/SKILL.md'],
    ['a sub-agent', stage({ name: 'p', files: agentFiles('rev') }), 'agents/rev/agent.json'],
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
});
