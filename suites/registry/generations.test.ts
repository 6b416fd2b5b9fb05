// Hand-written generation sequences (REGISTRY-031…018, 020…022): nothing of a candidate shows before commit,
// failed commits change nothing, successful ones replace the whole set, pins hold their generation,
// released pins end the scope, and providers come and go with commits.
import { expectAnswers } from '../support/expect-answers.js';
import { describe } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import type { RegistryStep } from './model.js';
import { decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import { registryTest, runScenario } from './scenario.js';
import { agentFiles, MESSAGE_SCHEMA } from './wire.js';
import type { PluginTree, ToolDefinition } from './wire.js';

const host = useHostUnderTest();

const tool = (returns: unknown, extra: ToolDefinition = {}): ToolDefinition => ({ description: `returns ${JSON.stringify(returns)}`, behavior: { returns }, ...extra });
const stage = (files: PluginTree['files'], extra: Partial<PluginTree> = {}): RegistryStep => ({ op: 'stage', tree: { name: 'plug', files, ...extra } });
const tools = (...names: string[]) => names.map((qualifiedName) => ({ qualifiedName }));
const call = (pin: string, name: string, input: unknown = {}): RegistryStep => ({ op: 'call', pin, tool: name, input });

describe('candidate and commit', () => {
  registryTest(host, ['REGISTRY-031'], 'staged trees, addTools and providers are invisible until commit', () =>
    runScenario(host, [
      [stage({ 'tools/echo/index.ts': { tool: tool('e') } }), ok()],
      [{ op: 'addTool', name: 'sync', tool: tool('s') }, ok()],
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'acme', kind: 'tool', tools: [{ name: 'search', description: 's' }] } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 0 })],
      [call('pin-1', 'echo'), fails('unknown-tool')],
      [call('pin-1', 'search'), fails('unknown-tool')],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: tools('echo', 'search', 'sync') })],
      [call('pin-1', 'sync'), decidedBy('REGISTRY-017', fails('unknown-tool'))],
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 1 })],
      [call('pin-2', 'sync'), ok({ output: 's' })],
    ]),
  );

  registryTest(host, ['REGISTRY-015', 'REGISTRY-016'], 'every kind of failed commit leaves the index exactly as it was', async () => {
    // Each commit fails by the rule its one problem breaks; that it then changes nothing is REGISTRY-015's.
    const broken: [string, RegistryStep[], string, string][] = [
      ['setup throws', [stage({ 'tools/x/index.ts': { tool: tool(1) } }, { setup: { throws: 'boom' } })], 'prepare-failed', 'REGISTRY-015'],
      ['invalid definition', [stage({ 'tools/x/index.ts': { tool: tool(1) }, 'tools/y/index.ts': { tool: { description: '' } } })], 'invalid-definition', 'REGISTRY-003'],
      ['invalid name', [stage({ 'tools/x/index.ts': { tool: tool(1) }, 'tools/Y/index.ts': { tool: tool(2) } })], 'invalid-name', 'REGISTRY-008'],
      ['duplicate', [stage({ 'tools/x/index.ts': { tool: tool(1) } }), { op: 'addTool', name: 'x', tool: tool(2) }], 'duplicate-name', 'REGISTRY-019'],
      ['missing agent file', [stage({ 'tools/x/index.ts': { tool: tool(1) }, 'agents/a/agent.json': { json: {} } })], 'missing-agent-file', 'REGISTRY-012'],
      ['routing conflict', [stage({ 'tools/x/index.ts': { tool: tool(1) }, ...agentFiles('a', 'qq'), ...agentFiles('b', 'qq') })], 'routing-conflict', 'REGISTRY-013'],
    ];
    const scenario: [RegistryStep, Want][] = [
      [stage({ 'tools/keep/index.ts': { tool: tool('kept') }, 'skills/s/SKILL.md': { text: '#' }, ...agentFiles('r') }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: tools('keep') })],
    ];
    for (const [, before, code, rule] of broken) {
      scenario.push(...before.map((s): [RegistryStep, Want] => [s, ok()]), [{ op: 'commit' }, decidedBy(rule, fails(code))], [{ op: 'index' }, ok({ generation: 1 })]);
    }
    scenario.push([stage({ 'tools/x/index.ts': { tool: tool(1) }, 'tools/z/index.ts': { tool: tool(3) } }), ok()], [{ op: 'commit', failAt: 'tools/z/index.ts' }, fails('prepare-failed')], [{ op: 'index' }, ok({ generation: 1 })]);
    scenario.push([{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })], [call('pin-1', 'keep'), ok({ output: 'kept' })], [call('pin-1', 'x'), fails('unknown-tool')]);
    scenario.push([{ op: 'commit' }, ok({ generation: 2 })]); // failed commits consumed no number
    const results = await runScenario(host, scenario);
    // Every index after a failed commit equals the one at step 2, compared in the kit's wording.
    const indexes = Object.fromEntries(scenario.flatMap(([step], i) => (step.op === 'index' && i !== 2 ? [[i, results[2]]] : [])));
    expectAnswers(scenario.map(([step]) => step), results, indexes);
  });

  registryTest(host, ['REGISTRY-016', 'REGISTRY-031'], 'a successful commit replaces the whole set; the candidate starts afresh after every commit', () =>
    runScenario(host, [
      [stage({ 'tools/a/index.ts': { tool: tool(1) }, 'tools/b/index.ts': { tool: tool(2) } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [stage({ 'tools/c/index.ts': { tool: tool(3) } }), ok()],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'index' }, ok({ generation: 2, tools: tools('c') })],
      [stage({ 'tools/d/index.ts': { module: true } }), ok()],
      [{ op: 'addTool', name: 'e', tool: tool(5) }, ok()],
      [{ op: 'commit' }, decidedBy('REGISTRY-002', fails('invalid-definition'))],
      [{ op: 'commit' }, ok({ generation: 3 })],
      [{ op: 'index' }, ok({ generation: 3, tools: [], skills: [], agents: [] })],
    ]),
  );
});

describe('pins and calls', () => {
  registryTest(host, ['REGISTRY-017', 'REGISTRY-025'], 'a pin runs its own generation after later commits (changed, added and removed tools)', () =>
    runScenario(host, [
      [stage({ 'tools/t/index.ts': { tool: tool('v1', { inputSchema: MESSAGE_SCHEMA }) }, 'tools/gone/index.ts': { tool: tool('old') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [stage({ 'tools/t/index.ts': { tool: tool('v2') }, 'tools/new/index.ts': { tool: tool('new') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 2 })],
      [call('pin-1', 't', { message: 'm' }), ok({ output: 'v1' })],
      // Input is validated at all (REGISTRY-005); then the old definition's schema still applies to the old pin (REGISTRY-025).
      [call('pin-2', 't', 'not an object'), decidedBy('REGISTRY-005', fails('invalid-input'))],
      [call('pin-1', 't', {}), decidedBy('REGISTRY-025', fails('invalid-input'))],
      [call('pin-2', 't', {}), ok({ output: 'v2' })],
      [call('pin-1', 'gone'), ok({ output: 'old' })],
      [call('pin-2', 'gone'), fails('unknown-tool')],
      [call('pin-1', 'new'), fails('unknown-tool')],
      [call('pin-2', 'new'), ok({ output: 'new' })],
    ]),
  );

  registryTest(host, ['REGISTRY-018', 'REGISTRY-024'], 'released and never-handed-out pins end the scope, whatever the tool name', () =>
    runScenario(host, [
      [call('pin-1', 'echo'), decidedBy('REGISTRY-024', fails('scope-ended'))],
      [stage({ 'tools/echo/index.ts': { tool: { description: 'e', behavior: { echo: true } } } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 1 })],
      [{ op: 'commit' }, ok({ generation: 2 })],
      // pin-1 and pin-2 hold generation 1, which generation 2 retired (REGISTRY-017).
      [call('pin-1', 'echo', { a: 1 }), ok({ output: { a: 1 } }, 'REGISTRY-017')],
      [{ op: 'release', pin: 'pin-1' }, ok()],
      [call('pin-1', 'echo', { a: 1 }), fails('scope-ended')],
      [call('pin-1', 'no-such-tool'), fails('scope-ended')],
      [call('pin-2', 'echo', { b: 2 }), ok({ output: { b: 2 } }, 'REGISTRY-017')],
      [{ op: 'release', pin: 'pin-2' }, ok()],
      [call('pin-2', 'echo'), fails('scope-ended')],
      [call('pin-3', 'echo'), decidedBy('REGISTRY-024', fails('scope-ended'))],
      [call('echo', 'echo'), decidedBy('REGISTRY-024', fails('scope-ended'))],
    ]),
  );

  registryTest(host, ['REGISTRY-005'], 'input is validated before execute; valid input reaches execute unchanged', () =>
    runScenario(host, [
      [stage({ 'tools/boom/index.ts': { tool: { description: 'b', inputSchema: MESSAGE_SCHEMA, behavior: { throws: 'x' } } }, 'tools/echo/index.ts': { tool: { description: 'e', inputSchema: MESSAGE_SCHEMA, behavior: { echo: true } } } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1' })],
      [call('pin-1', 'boom', { message: 7 }), fails('invalid-input')],
      [call('pin-1', 'boom', {}), fails('invalid-input')],
      [call('pin-1', 'boom', { message: 'ok' }), fails('tool-failed')],
      [call('pin-1', 'echo', { message: 'hi', extra: [1, { n: null }] }), ok({ output: { message: 'hi', extra: [1, { n: null }] } })],
      [call('pin-1', 'echo', 'hi'), fails('invalid-input')],
    ]),
  );
});

describe('Seam providers across commits', () => {
  const acme = (name: string, returns: unknown) => ({ id: 'acme', kind: 'tool' as const, tools: [{ name, description: name, behavior: { returns } }] });
  registryTest(host, ['REGISTRY-020', 'REGISTRY-021', 'REGISTRY-022'], 'duplicate ids, scoped replacement, idempotent disposers', () =>
    runScenario(host, [
      [{ op: 'registerProvider', scope: 'global', provider: acme('search', 'g') }, ok({ disposer: 'disposer-1' })],
      [{ op: 'registerProvider', scope: 'global', provider: acme('other', 'x') }, fails('duplicate-provider')],
      [{ op: 'registerProvider', scope: 'alice', provider: acme('search-local', 'a') }, ok({ disposer: 'disposer-2' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ tools: [{ qualifiedName: 'search', source: 'seam:acme' }] })],
      [{ op: 'index', owner: 'alice' }, ok({ tools: [{ qualifiedName: 'search-local', source: 'seam:acme' }] }, 'REGISTRY-021')],
      [{ op: 'index', owner: 'bob' }, ok({ tools: [{ qualifiedName: 'search' }] }, 'REGISTRY-021')],
      // "global" names no owner: its view is the global one.
      [{ op: 'index', owner: 'global' }, ok({ tools: [{ qualifiedName: 'search', source: 'seam:acme' }] }, 'REGISTRY-021')],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      [call('pin-1', 'search'), ok({ output: 'g' }, 'REGISTRY-021')],
      [call('pin-1', 'search-local'), decidedBy('REGISTRY-021', fails('unknown-tool'))],
      [{ op: 'dispose', disposer: 'disposer-1' }, ok()],
      [{ op: 'dispose', disposer: 'disposer-1' }, ok()],
      [{ op: 'dispose', disposer: 'disposer-7' }, decidedBy('REGISTRY-022', fails('unknown-disposer'))],
      // Disposing leaves with the next commit, not before (REGISTRY-022).
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'search' }] }, 'REGISTRY-022')],
      [{ op: 'registerProvider', scope: 'global', provider: acme('fresh', 'f') }, ok({ disposer: 'disposer-3' })],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'index' }, ok({ generation: 2, tools: [{ qualifiedName: 'fresh' }] }, 'REGISTRY-022')],
      // disposing disposer-1 twice must not have touched alice's provider (still replacing global acme)
      [{ op: 'index', owner: 'alice' }, ok({ generation: 2, tools: [{ qualifiedName: 'search-local' }] }, 'REGISTRY-022')],
      [call('pin-1', 'search'), ok({ output: 'g' }, 'REGISTRY-017')],
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 2 })],
      [call('pin-2', 'search'), decidedBy('REGISTRY-022', fails('unknown-tool'))],
      [call('pin-2', 'fresh'), ok({ output: 'f' }, 'REGISTRY-022')],
    ]),
  );
});

describe('pins, disposers and Seam calls across commits', () => {
  registryTest(host, ['REGISTRY-017', 'REGISTRY-018'], 'a pin runs in its generation until released, while other pins of it come and go', () =>
    runScenario(host, [
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 0 })],
      [{ op: 'release', pin: 'pin-1' }, ok()],
      [{ op: 'release', pin: 'pin-9' }, ok()],
      // The current generation 0 is not retired: a new pin of it runs in it.
      [{ op: 'pin' }, ok({ pin: 'pin-2', generation: 0 })],
      [call('pin-2', 'old'), fails('unknown-tool')],
      [stage({ 'tools/old/index.ts': { tool: tool('old') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-3', generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-4', generation: 1 })],
      [stage({ 'tools/new/index.ts': { tool: tool('new') } }), ok()],
      [{ op: 'commit' }, ok({ generation: 2 })],
      [{ op: 'release', pin: 'pin-3' }, ok()],
      [call('pin-3', 'old'), decidedBy('REGISTRY-018', fails('scope-ended'))],
      [call('pin-4', 'old'), ok({ output: 'old' })],
      [call('pin-2', 'old'), fails('unknown-tool')],
      [{ op: 'release', pin: 'pin-4' }, ok()],
      [call('pin-4', 'old'), decidedBy('REGISTRY-018', fails('scope-ended'))],
      [{ op: 'pin' }, ok({ pin: 'pin-5', generation: 2 })],
      [call('pin-5', 'new'), ok({ output: 'new' })],
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
      [call('pin-1', 'boom'), fails('tool-failed')],
    ]),
  );
});
