// Registry steps that break their op's schema (suites/registry/schema-invalid-steps.ts) and ops the area
// does not have: protocol input, decided by PROTOCOL-003 … PROTOCOL-005 (spec/protocol.md §6), never by a
// REGISTRY requirement. Where the protocol only suggests a code ("e.g. bad-step"), any step error does.
import { describe } from 'vitest';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { anyStepError, check, decidedBy, ok } from './compare.js';
import type { Want } from './compare.js';
import type { RegistryStep } from './model.js';
import { registryTest, runScenario, runSteps } from './scenario.js';
import { MALFORMED_CALLS, MALFORMED_REGISTRATIONS, MALFORMED_STEPS, MALFORMED_TREES, nested, raw } from './schema-invalid-steps.js';

const host = useHostUnderTest();
const valid = { description: 'A valid tool' };
const refused = (steps: readonly RegistryStep[]): [RegistryStep, Want][] => steps.map((s) => [s, anyStepError()]);
/**
 * Every step of a protocol scenario is decided by its protocol requirement: what a later step sees of a
 * schema-invalid one is that requirement's business, not the rule of the later step's op.
 */
const under = (id: string, pairs: readonly (readonly [RegistryStep, Want])[]): [RegistryStep, Want][] => pairs.map(([s, w]) => [s, decidedBy(id, w)]);
const clean: [RegistryStep, Want][] = [
  [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] })],
  [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 0 })],
  [{ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: [] } }, ok({ disposer: 'disposer-1' })],
];

describe('registry: input that breaks the schemas never breaks the case (PROTOCOL-005)', () => {
  registryTest(host, ['PROTOCOL-005'], 'every schema-invalid registry step is answered, one result each, and the next case starts empty', async () => {
    const steps: RegistryStep[] = [
      ...MALFORMED_TREES.map(([, tree]) => raw({ op: 'stage', tree })),
      ...MALFORMED_STEPS,
      { op: 'pin' },
      ...MALFORMED_CALLS,
      ...MALFORMED_REGISTRATIONS,
      { op: 'commit' },
      { op: 'index' },
    ];
    // One result per step, each a result object or a step error (the kit refuses any other answer).
    const results = await runSteps(host, steps);
    const shapeless = results.flatMap((r, i) => (typeof r === 'object' && r !== null && !Array.isArray(r) ? [] : [`step ${i}: ${JSON.stringify(r)}`]));
    if (shapeless.length > 0) throw new Error(`FAIL: every step is answered by a result object or a step error:\n  ${shapeless.join('\n  ')}`);
    // Nothing of that case reaches the next one: a fresh registry, handles counted from 1 again.
    await runScenario(host, under('PROTOCOL-005', clean));
  });
});

describe('registry: a step that breaks its schema answers a step error and changes nothing (PROTOCOL-004)', () => {
  registryTest(host, ['PROTOCOL-004'], 'a stage step whose tree breaks the PluginTree shape answers a step error and stages nothing', async () => {
    const steps: RegistryStep[] = [
      { op: 'stage', tree: { name: 'good', files: { 'tools/kept/index.ts': { tool: valid } } } },
      ...MALFORMED_TREES.map(([, bad]) => raw({ op: 'stage', tree: bad })),
      { op: 'commit' },
      { op: 'index' },
    ];
    const results = await runSteps(host, steps);
    const accepted = MALFORMED_TREES.flatMap(([what], j) => (stepError(results[1 + j] ?? {}) === undefined ? [`${what}: answered ${JSON.stringify(results[1 + j])}`] : []));
    if (accepted.length > 0) throw new Error(`FAIL: a stage step whose tree breaks the PluginTree shape should answer a step error:\n  ${accepted.join('\n  ')}`);
    const n = 1 + MALFORMED_TREES.length;
    // Only the well-formed tree is in the candidate: nothing of a refused step was staged.
    check(n, steps[n], results[n], ok({ generation: 1 }, 'PROTOCOL-004'));
    check(n + 1, steps[n + 1], results[n + 1], ok({ generation: 1, tools: [{ qualifiedName: 'kept' }], skills: [], agents: [] }, 'PROTOCOL-004'));
  });

  registryTest(host, ['PROTOCOL-004'], 'steps with a missing or mistyped field answer a step error and change nothing, not even a handle number', () =>
    runScenario(host, under('PROTOCOL-004', [
      [{ op: 'addTool', plugin: [], name: 'x', tool: valid }, ok()],
      ...refused(MALFORMED_STEPS),
      // Only the one good addTool was written to the candidate.
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'x', source: 'addTool:x' }], skills: [], agents: [] })],
      [{ op: 'pin' }, ok({ pin: 'pin-1', generation: 1 })],
      ...refused(MALFORMED_CALLS),
      // None of them released the pin: the call still runs (the default behavior returns null).
      [{ op: 'call', pin: 'pin-1', tool: 'x', input: {} }, ok({ output: null })],
    ])),
  );

  registryTest(host, ['PROTOCOL-004'], 'malformed providers, Seam names and behaviors answer a step error and take no disposer number', () =>
    runScenario(host, under('PROTOCOL-004', [
      ...refused(MALFORMED_REGISTRATIONS),
      // Nothing registered: the id is free, and the first registration is the first disposer.
      [{ op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: [{ name: 'fetch', description: 'd', behavior: { echo: true } }] } }, ok({ disposer: 'disposer-1' })],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'fetch', source: 'seam:remote' }], skills: [] })],
    ])),
  );

  registryTest(host, ['PROTOCOL-004'], 'a tree nested deeper than 64 levels answers a step error and stages nothing', () =>
    runScenario(host, under('PROTOCOL-004', [
      [raw({ op: 'stage', tree: nested(65, { 'README.md': { text: 'bottom' } }) }), anyStepError()],
      [{ op: 'addTool', name: 'x', tool: valid }, ok()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'x' }], skills: [], agents: [] })],
    ])),
  );
});

describe('registry: an op the area does not have (PROTOCOL-003)', () => {
  registryTest(host, ['PROTOCOL-003'], 'an unknown op answers a step error, and the case goes on as if it had not been sent', () =>
    runScenario(host, under('PROTOCOL-003', [
      [{ op: 'addTool', name: 'x', tool: valid }, ok()],
      [raw({ op: 'unstage', name: 'x' }), anyStepError()],
      [raw({ op: 'Commit' }), anyStepError()],
      [raw({ op: 'permit', permits: [], message: null }), anyStepError()],
      [{ op: 'commit' }, ok({ generation: 1 })],
      [{ op: 'index' }, ok({ generation: 1, tools: [{ qualifiedName: 'x' }] })],
    ])),
  );
});
