// Edges of the registry steps found by mutation testing: steps that break the step schema
// (spec/schemas/areas/registry.steps.schema.json) answer the step error bad-step (protocol §6, §9) and
// change nothing, not even a handle number; and the three Behaviors run as the wire says (§9 "Values").
// Every expected value is worked out by hand from spec/registry.md and spec/protocol.md.
import { describe } from 'vitest';
import { useHostUnderTest } from '../../support/host-under-test.js';
import { fails, ok } from '../compare.js';
import type { Want } from '../compare.js';
import type { RegistryStep } from '../model.js';
import type { SeamToolSchema } from '../wire.js';
import { registryTest, runScenario } from '../scenario.js';

const host = useHostUnderTest();

/** Sent on purpose against the step schema: the suites' own types would refuse them. */
const raw = (step: Record<string, unknown>): RegistryStep => step as unknown as RegistryStep;
const BAD: Want = fails('bad-step');
const valid = { description: 'A valid tool' };

/** Behaviors the wire refuses: not an object, not exactly one known key, or a key with the wrong value. */
const BAD_BEHAVIORS: unknown[] = [null, 'a', 'returns', 5, true, [], [{ returns: 1 }], {}, { returns: 1, echo: true }, { throws: 5 }, { throws: null }, { echo: false }, { echo: 'yes' }, { sing: true }];

describe('registry: edges found by mutation testing', () => {
  registryTest(host, ['REGISTRY-014', 'REGISTRY-018', 'REGISTRY-024'], 'steps that break the step schema answer bad-step and change nothing', () => {
    const malformed: RegistryStep[] = [
      raw({ op: 'stage' }),
      raw({ op: 'stage', tree: 'my-plugin' }),
      raw({ op: 'stage', tree: { name: 'p', files: { 'tools/x/index.ts': { tool: { description: 'd', behavior: { echo: false } } } } } }),
      raw({ op: 'addTool', tool: valid }),
      raw({ op: 'addTool', name: 5, tool: valid }),
      raw({ op: 'addTool', name: 'x' }),
      raw({ op: 'addTool', name: 'x', tool: 'd' }),
      raw({ op: 'addTool', name: 'x', tool: null }),
      raw({ op: 'addTool', name: 'x', tool: [valid] }),
      raw({ op: 'addTool', name: 'x', plugin: 'maps', tool: valid }),
      raw({ op: 'addTool', name: 'x', plugin: [5], tool: valid }),
      raw({ op: 'addTool', name: 'x', plugin: ['maps', 5], tool: valid }),
      raw({ op: 'commit', failAt: 5 }),
      raw({ op: 'commit', failAt: null }),
      raw({ op: 'index', owner: 5 }),
      raw({ op: 'index', owner: null }),
      raw({ op: 'release' }),
      raw({ op: 'release', pin: 1 }),
      raw({ op: 'dispose' }),
      raw({ op: 'dispose', disposer: 1 }),
    ];
    // After one pin: calls that break the schema, with a good pin or tool beside the bad field.
    const badCalls: RegistryStep[] = [
      raw({ op: 'call', tool: 'x', input: {} }),
      raw({ op: 'call', pin: 1, tool: 'x', input: {} }),
      raw({ op: 'call', pin: 'pin-1' }),
      raw({ op: 'call', pin: 'pin-1', input: {} }),
      raw({ op: 'call', pin: 'pin-1', tool: 5, input: {} }),
      raw({ op: 'call', pin: 'pin-1', tool: 'x' }),
    ];
    return runScenario(host, [
      [{ op: 'addTool', plugin: [], name: 'x', tool: valid }, ok()],
      ...malformed.map((s): [RegistryStep, Want] => [s, BAD]),
      // Only the one good addTool was written to the candidate.
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'x', source: 'addTool:x' }], skills: [], agents: [] })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      ...badCalls.map((s): [RegistryStep, Want] => [s, BAD]),
      // None of them released the pin: the call still runs (the default behavior returns null).
      [{ op: 'call', pin: 'pin-1', tool: 'x', input: {} }, ok({ output: null })],
      [{ op: 'dispose', disposer: 'disposer-1' }, fails('unknown-disposer')],
    ]);
  });

  registryTest(host, ['REGISTRY-022', 'REGISTRY-023'], 'malformed providers and behaviors answer bad-step and take no disposer number', () => {
    const tools = (list: unknown): Record<string, unknown> => ({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: list } });
    const malformed: RegistryStep[] = [
      raw({ op: 'registerProvider', provider: { id: 'remote', kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: 5, provider: { id: 'remote', kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: '', provider: { id: 'remote', kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global' }),
      ...['remote', null, [], 5].map((provider) => raw({ op: 'registerProvider', scope: 'global', provider })),
      raw({ op: 'registerProvider', scope: 'global', provider: { kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 5, kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: '', kind: 'tool', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', skills: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'bogus', skills: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'bogus', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', skills: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'skill', tools: [] } }),
      raw({ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'skill', skills: [5] } }),
      raw(tools(undefined)),
      raw(tools('fetch')),
      ...[5, null, 'fetch', [{ name: 'fetch' }]].map((entry) => raw(tools([{ name: 'ok', description: 'd' }, entry]))),
      ...BAD_BEHAVIORS.map((behavior) => raw(tools([{ name: 'fetch', description: 'd', behavior }]))),
      ...BAD_BEHAVIORS.map((behavior) => raw({ op: 'addTool', name: 'fetch', tool: { description: 'd', behavior } })),
    ];
    return runScenario(host, [
      ...malformed.map((s): [RegistryStep, Want] => [s, BAD]),
      // Nothing registered: the id is free, and the first registration is the first disposer.
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: [{ name: 'fetch', description: 'd', behavior: { echo: true } }] } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'registerProvider', scope: 'alice', provider: { id: 'remote', kind: 'skill', skills: [{ name: 'guide', description: 'g' }] } }, ok({ disposer: 'disposer-2' })],
      [{ op: 'addTool', name: 'local', tool: { description: 'd', behavior: { throws: 'x' } } }, ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'fetch', source: 'seam:remote' }, { qualifiedName: 'local', source: 'addTool:local' }], skills: [] })],
      [{ op: 'index', owner: 'alice' }, ok({ generation: 1, skills: [{ qualifiedName: 'guide', source: 'seam:remote' }] })],
    ]);
  });

  registryTest(host, ['REGISTRY-005', 'REGISTRY-023', 'REGISTRY-025'], 'returns, throws and echo run as the wire says, for addTool and Seam tools alike', () => {
    const behaviors = (prefix: string): SeamToolSchema[] => [
      { name: `${prefix}-echo`, description: 'e', behavior: { echo: true } },
      { name: `${prefix}-returns`, description: 'r', behavior: { returns: { ok: [1, 'two', null] } } },
      { name: `${prefix}-throws`, description: 't', behavior: { throws: 'down' } },
      { name: `${prefix}-plain`, description: 'p' },
    ];
    const input = { message: 'hi', list: [1, { a: null }] };
    const calls = (prefix: string): [RegistryStep, Want][] => [
      [{ op: 'call', pin: 'pin-1', tool: `${prefix}-echo`, input }, ok({ output: input })],
      [{ op: 'call', pin: 'pin-1', tool: `${prefix}-returns`, input }, ok({ output: { ok: [1, 'two', null] } })],
      [{ op: 'call', pin: 'pin-1', tool: `${prefix}-throws`, input }, fails('tool-failed')],
      [{ op: 'call', pin: 'pin-1', tool: `${prefix}-plain`, input }, ok({ output: null })],
    ];
    return runScenario(host, [
      ...behaviors('local').map(({ name, ...tool }): [RegistryStep, Want] => [{ op: 'addTool', name, tool }, ok()]),
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: behaviors('seam') } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      ...calls('local'),
      ...calls('seam'),
      [{ op: 'call', pin: 'pin-1', tool: 'seam-missing', input }, fails('unknown-tool')],
    ]);
  });
});
