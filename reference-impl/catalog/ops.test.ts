import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Case, RunAnswer } from '../../host/protocol.js';
import referenceHost, { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createCatalogOps } from './ops.js';
import { agentFiles, QQ_GROUP, toolFile } from '../../selftest/support/catalog-builders.js';

const run = (steps: unknown[], setup: Record<string, unknown> = {}): RunAnswer => referenceHost.run({ id: 'c', area: 'catalog', setup, steps } as Case) as RunAnswer;
const results = (steps: unknown[], setup?: Record<string, unknown>) => (run(steps, setup) as { results: unknown[] }).results;
const err = (code: string, message: unknown = expect.any(String)) => ({ error: { code, message } });

const load = { op: 'load', trees: [{ name: 'root', files: { 'tools/a/index.ts': toolFile('alpha', { inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }), 'tools/b/index.ts': toolFile('beta'), ...agentFiles('agents/helper') } }] };
const start = (session = 's1', extra: Record<string, unknown> = {}) => ({ op: 'startTurn', session, message: QQ_GROUP, ...extra });
const FRAMEWORK_GENERIC = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

describe('a whole turn over the protocol', () => {
  test('load, start, load_tool, channels, end, session', () => {
    const r = results([
      load,
      start(),
      { op: 'loadTool', turn: 'turn-1', name: 'a' },
      { op: 'use', turn: 'turn-1', tool: 'a' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'session', session: 's1' },
      { op: 'session', session: 'never' },
    ]);
    expect(r.slice(0, 4)).toEqual([{ generation: 1 }, { turn: 'turn-1', generation: 1, agent: null }, { loaded: 'a', evicted: [] }, { exposed: true }]);
    const anthropic = (r[4] as { tools: Array<Record<string, unknown>> }).tools;
    expect(anthropic.map((t) => [t.name, t.defer_loading])).toEqual([['a', undefined], ['ask_user', undefined], ['b', true], ['discover', undefined], ['load_skill', undefined], ['load_tool', undefined], ['spawn_task', undefined]]);
    expect(anthropic[0]).toEqual({ name: 'a', description: 'alpha', input_schema: { type: 'object', properties: { q: { type: 'string' } } } });
    expect((r[5] as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(['a', ...FRAMEWORK_GENERIC]);
    expect(r.slice(6)).toEqual([{}, {}, { loaded: ['a'], skills: [] }, { loaded: [], skills: [] }]);
  });
  test('the wire gets copies: changing an answer changes no later answer (framework schemas are shared)', () => {
    type Tools = { tools: Array<{ name: string; input_schema: Record<string, unknown> }> };
    const askUser = (r: unknown[]) => (r[2] as Tools).tools.find((t) => t.name === 'ask_user')!;
    const steps = [load, start(), { op: 'tools', turn: 'turn-1', channel: 'anthropic' }];
    askUser(results(steps)).input_schema.type = 'changed';
    expect(askUser(results(steps)).input_schema.type).toBe('object');
  });
  test('a sub-agent turn: parent\'s session, generation, the agent named; its loads never persist', () => {
    const r = results([
      load,
      start(),
      { op: 'startTurn', parent: 'turn-1', agent: 'helper' },
      { op: 'loadTool', turn: 'turn-2', name: 'b' },
      { op: 'tools', turn: 'turn-2', channel: 'generic' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
      { op: 'startTurn', parent: 'turn-9', agent: 'helper' },
      { op: 'startTurn', parent: 'turn-1', agent: 'ghost' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', parent: 'turn-1', agent: 'helper' },
    ]);
    expect(r[2]).toEqual({ turn: 'turn-2', generation: 1, agent: 'helper' });
    // Unattended: no ask_user.
    expect((r[4] as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(['b', 'discover', 'load_skill', 'load_tool', 'spawn_task']);
    expect(r.slice(5)).toEqual([{}, { loaded: [], skills: [] }, err('unknown-turn'), err('unknown-agent'), {}, err('turn-ended')]);
  });
  test('not-found messages reveal nothing; discover answers kinds and names', () => {
    expect(results([load, start(), { op: 'loadTool', turn: 'turn-1', name: 'x' }, { op: 'loadSkill', turn: 'turn-1', name: 'y' }, { op: 'discover', turn: 'turn-1', query: 'beta' }]).slice(2)).toEqual([
      err('not-found', 'no tool named "x" can be loaded in this turn'),
      err('not-found', 'no skill named "y" can be loaded in this turn'),
      { results: [{ kind: 'tool', name: 'b' }] },
    ]);
  });
});

describe('turn handles (CATALOG-026)', () => {
  const ops = [
    { op: 'tools', channel: 'generic' },
    { op: 'discover', query: 'a' },
    { op: 'loadTool', name: 'a' },
    { op: 'loadSkill', name: 'a' },
    { op: 'use', tool: 'a' },
  ];
  test('a turn never handed out is unknown-turn; after endTurn, turn-ended', () => {
    const r = results([load, ...ops.map((s) => ({ ...s, turn: 'turn-1' })), start(), { op: 'endTurn', turn: 'turn-1' }, ...ops.map((s) => ({ ...s, turn: 'turn-1' })), { op: 'endTurn', turn: 'turn-7' }]);
    expect(r.slice(1, 6)).toEqual(ops.map(() => err('unknown-turn')));
    expect(r.slice(8, 13)).toEqual(ops.map(() => err('turn-ended')));
    expect(r[13]).toEqual(err('unknown-turn'));
  });
  test('a failed start does not take a number', () => {
    expect(results([load, start('s1', { agent: 'ghost' }), start()]).slice(1)).toEqual([err('unknown-agent'), { turn: 'turn-1', generation: 1, agent: null }]);
  });
});

describe('invalid config and malformed steps', () => {
  test('invalid config: every step answers invalid-config naming the key (CATALOG-016)', () => {
    const message = 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got -1';
    const r = results([load, start(), { op: 'session', session: 's1' }, { op: 'registerProvider', scope: 'global', provider: { id: 'p', kind: 'tool', tools: [] } }], { config: { deferredTools: { maxLoadedPerSession: -1 } } });
    expect(r).toEqual([err('invalid-config', message), err('invalid-config', message), err('invalid-config', message), err('invalid-config', message)]);
  });
  test.each([
    [{ op: 'load', trees: {} }, 'step "load": field "trees" must be an array of PluginTree, got object'],
    [{ op: 'startTurn', session: '', message: null }, 'step "startTurn": field "session" must be a non-empty string, got ""'],
    [{ op: 'startTurn', session: 's' }, 'step "startTurn": field "message" must be an object or null, got nothing'],
    [{ op: 'startTurn', session: 's', message: null, agent: 3 }, 'step "startTurn": field "agent" must be a string or null, got number'],
    [{ op: 'startTurn', session: 's', message: null, attended: 'yes' }, 'step "startTurn": field "attended" must be a boolean, got string'],
    [{ op: 'startTurn', parent: 'turn-1', agent: 'helper', session: 's' }, 'step "startTurn": a sub-agent turn (with "parent") takes only "parent" and "agent", not "session"'],
    [{ op: 'startTurn', parent: 'turn-1' }, 'step "startTurn": a sub-agent turn needs field "agent" (a string), got undefined'],
    [{ op: 'tools', turn: 1, channel: 'generic' }, 'step "tools": field "turn" must be a string, got number'],
    [{ op: 'session', session: null }, 'step "session": field "session" must be a string, got null'],
  ])('%j', (step, message) => {
    expect(results([step])).toEqual([err('bad-step', message)]);
  });
  test('bad channel, query, mcpServer, name and tool fields', () => {
    const r = results([load, start(), { op: 'tools', turn: 'turn-1', channel: 'openai' }, { op: 'discover', turn: 'turn-1', query: 5 }, { op: 'discover', turn: 'turn-1', query: 'a', mcpServer: 1 }, { op: 'loadTool', turn: 'turn-1' }, { op: 'use', turn: 'turn-1', tool: [] }]);
    expect(r.slice(2)).toEqual([err('bad-step', 'step "tools": field "channel" must be "generic" or "anthropic", got "openai"'), err('bad-step'), err('bad-step'), err('bad-step'), err('bad-step')]);
  });
  test('no step, however malformed, makes the host fail (fast-check)', () => {
    const OPS = ['load', 'registerProvider', 'dispose', 'startTurn', 'tools', 'discover', 'loadTool', 'loadSkill', 'use', 'endTurn', 'session'];
    const value = fc.oneof(fc.constant('turn-1'), fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}), fc.constant(QQ_GROUP));
    const step = fc.record({ op: fc.constantFrom(...OPS), turn: value, parent: value, session: value, message: value, agent: value, channel: fc.constantFrom('generic', 'anthropic', 'x'), query: value, name: value, tool: value, trees: fc.oneof(value, fc.constant(load.trees)) }, { requiredKeys: ['op'] });
    fc.assert(fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
      const answer = run([load, start(), ...steps]) as { results?: unknown[] };
      expect(answer.results).toHaveLength(steps.length + 2);
    }), { numRuns: 150 });
  });
});

describe('input that breaks the schemas (PROTOCOL-004/006)', () => {
  test('an unknown setup field answers bad-setup on every step', () => {
    expect(results([load, start()], { extra: 1 })).toEqual([err('bad-setup'), err('bad-setup')]);
  });
});
