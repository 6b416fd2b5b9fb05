// Edges found by mutation testing (`npm run mutation`) of discovery, generations and the Seam: places
// where the registry suites did not yet pin the rulings down. Every expected value is worked out by hand
// from spec/registry.md and protocol §9.
import { describe } from 'vitest';
import { useHostUnderTest } from '../../support/host-under-test.js';
import { fails, ok } from '../compare.js';
import type { RegistryStep } from '../model.js';
import { registryTest, runScenario } from '../scenario.js';
import { agentFiles } from '../wire.js';
import type { FileContent, PluginTree } from '../wire.js';

const host = useHostUnderTest();

const tool = (returns: unknown): FileContent => ({ tool: { description: `returns ${JSON.stringify(returns)}`, behavior: { returns } } });
const text: FileContent = { text: '# instructions' };
const stage = (tree: PluginTree): RegistryStep => ({ op: 'stage', tree });

describe('registry: discovery edges found by mutation testing', () => {
  registryTest(host, ['REGISTRY-001', 'REGISTRY-011', 'REGISTRY-012'], 'files one folder off a tool or skill location, or directly in agents/, add nothing', () => {
    const files: Record<string, FileContent> = {
      'tools/real/index.ts': tool('real'),
      ...agentFiles('a'),
      // Tool entries one level too deep, or under a folder that is not a location (REGISTRY-001).
      'agents/a/tools/n1/lib/index.ts': tool(1),
      'skills/s/tools/n2/lib/index.ts': tool(2),
      'workflows/x/tools/n3/index.ts': tool(3),
      'agents/a/skills/s/tools/n4/lib/index.ts': tool(4),
      'knowledge/a/skills/s/tools/n5/index.ts': tool(5),
      'agents/a/knowledge/s/tools/n6/index.ts': tool(6),
      // Skills: only skills/<s>/SKILL.md and agents/<a>/skills/<s>/SKILL.md (REGISTRY-011).
      'skills/k1/SKILL.md/notes.md': text,
      'knowledge/k2/SKILL.md': text,
      'skills/k3/README.md': text,
      'agents/a/skills/k4/SKILL.md/notes.md': text,
      'hooks/a/skills/k5/SKILL.md': text,
      'agents/a/knowledge/k6/SKILL.md': text,
      'agents/a/skills/k7/README.md': text,
      // A file directly in agents/ is no agent directory (REGISTRY-012).
      'agents/notes.md': text,
    };
    return runScenario(host, [
      [stage({ name: 'plug', files }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [
        { op: 'index' },
        ok({
          generation: 1,
          tools: [{ qualifiedName: 'real', ownerPath: [], source: 'tools/real/index.ts' }],
          skills: [],
          agents: [{ name: 'a', ownerPath: [], source: 'agents/a/agent.json' }],
        }),
      ],
    ]);
  });

  registryTest(host, ['REGISTRY-001', 'REGISTRY-008'], 'a tool folder is discovered whatever its name: node_modules is a valid tool name, .x an invalid one', () =>
    runScenario(host, [
      [stage({ name: 'plug', files: { 'tools/node_modules/index.ts': tool('nm') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'node_modules', source: 'tools/node_modules/index.ts' }] })],
      [stage({ name: 'plug', files: { 'tools/.x/index.ts': tool('dot') } }), ok()],
      [{ op: 'commit' }, fails('invalid-name', 'tools/.x/index.ts')],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'node_modules' }] })],
    ]),
  );

  registryTest(host, ['REGISTRY-026'], 'agents sort by [...ownerPath, name] joined with __, so maps__x comes before mapsa', () =>
    runScenario(host, [
      [stage({ name: 'root', files: agentFiles('mapsa'), children: [{ name: 'maps', files: agentFiles('x') }] }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [
        { op: 'index' },
        ok({
          agents: [
            { name: 'x', ownerPath: ['maps'], source: 'maps/agents/x/agent.json' },
            { name: 'mapsa', ownerPath: [], source: 'agents/mapsa/agent.json' },
          ],
        }),
      ],
    ]),
  );
});

describe('registry: generation and Seam edges found by mutation testing', () => {
  registryTest(host, ['REGISTRY-017', 'REGISTRY-018'], 'a pin runs in its generation until released, while other pins of it come and go', () =>
    runScenario(host, [
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 0 })],
      [{ op: 'release', pin: 'pin-1' }, ok()],
      [{ op: 'release', pin: 'pin-9' }, ok()],
      // The current generation 0 is not retired: a new pin of it runs in it.
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 0 })],
      [{ op: 'call', pin: 'pin-2', tool: 'old', input: {} }, fails('unknown-tool')],
      [stage({ name: 'plug', files: { 'tools/old/index.ts': tool('old') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-3', generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-4', generation: 1 })],
      [stage({ name: 'plug', files: { 'tools/new/index.ts': tool('new') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'release', pin: 'pin-3' }, ok()],
      [{ op: 'call', pin: 'pin-3', tool: 'old', input: {} }, fails('scope-ended')],
      [{ op: 'call', pin: 'pin-4', tool: 'old', input: {} }, ok({ output: 'old' })],
      [{ op: 'call', pin: 'pin-2', tool: 'old', input: {} }, fails('unknown-tool')],
      [{ op: 'release', pin: 'pin-4' }, ok()],
      [{ op: 'call', pin: 'pin-4', tool: 'old', input: {} }, fails('scope-ended')],
      [{ op: 'pin' }, ok({ pin: 'pin-5', generation: 2 })],
      [{ op: 'call', pin: 'pin-5', tool: 'new', input: {} }, ok({ output: 'new' })],
    ]),
  );

  registryTest(host, ['REGISTRY-022'], 'disposing twice removes only that provider, never another one', () =>
    runScenario(host, [
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'a', kind: 'tool', tools: [{ name: 'from-a', description: 'a' }] } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'b', kind: 'tool', tools: [{ name: 'from-b', description: 'b' }] } }, ok({ disposer: 'disposer-2' })],
      [{ op: 'dispose', disposer: 'disposer-1' }, ok()],
      [{ op: 'dispose', disposer: 'disposer-1' }, ok()],
      [{ op: 'dispose', disposer: 'disposer-1' }, ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'from-b', source: 'seam:b' }] })],
    ]),
  );

  registryTest(host, ['REGISTRY-005', 'REGISTRY-023'], 'a Seam tool whose provider fails answers tool-failed', () =>
    runScenario(host, [
      [
        { op: 'registerProvider', scope: 'global', provider: { id: 'acme', kind: 'tool', tools: [{ name: 'boom', description: 'fails', behavior: { throws: 'down' } }] } },
        ok({ disposer: 'disposer-1' }),
      ],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [{ op: 'call', pin: 'pin-1', tool: 'boom', input: {} }, fails('tool-failed')],
    ]),
  );
});
