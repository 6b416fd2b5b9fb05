import { describe, expect, test } from 'vitest';
import type { PluginTree } from '../registry/plugin-tree.js';
import { referenceSemantics } from '../semantics.js';
import { CatalogHost } from './catalog-host.js';
import { DEFAULT_DEFERRED_TOOLS } from './config.js';
import type { CatalogTurn } from './controller.js';
import { agentFiles, QQ_GROUP, toolFile } from '../../selftest/support/catalog-builders.js';
import type { DeferredToolsConfig } from './types.js';

const tree: PluginTree = {
  name: 'root',
  files: {
    'tools/a/index.ts': toolFile('alpha'),
    'tools/b/index.ts': toolFile('beta'),
    'tools/c/index.ts': toolFile('gamma'),
    'tools/d/index.ts': toolFile('delta'),
    'tools/icqq-only/index.ts': toolFile('icqq', { platforms: ['icqq'] }),
    'skills/s/SKILL.md': { text: 'how to s' },
    'skills/s/tools/st/index.ts': toolFile('skill tool'),
    ...agentFiles('agents/helper', { auto: { platform: 'qq' } }),
    'agents/helper/tools/ht/index.ts': toolFile('helper tool'),
    ...agentFiles('agents/other'),
  },
};

function hostWith(config: Partial<DeferredToolsConfig> = {}): CatalogHost {
  const host = new CatalogHost({ config: { ...DEFAULT_DEFERRED_TOOLS, ...config }, semantics: referenceSemantics });
  expect(host.load([tree])).toEqual({ ok: true, generation: 1 });
  return host;
}
const start = (host: CatalogHost, session = 's1', extra: { agent?: string | null; attended?: boolean } = {}): CatalogTurn => {
  const turn = host.startTurn({ session, message: QQ_GROUP, ...extra });
  if ('error' in turn) throw new Error(turn.error.message);
  return turn;
};
const exposedPlugin = (turn: CatalogTurn) => [...turn.catalog().exposed].filter((n) => !['ask_user', 'discover', 'load_tool', 'load_skill', 'spawn_task'].includes(n)).sort();

describe('turns and the clock', () => {
  test('turns are numbered turn-1… and pin the current generation; a reload shows in the next turn (CATALOG-023)', () => {
    const host = hostWith();
    const first = start(host);
    expect([first.id, first.generation]).toEqual(['turn-1', 1]);
    expect(host.load([{ name: 'root', files: { 'tools/z/index.ts': toolFile('new') } }])).toEqual({ ok: true, generation: 2 });
    expect(first.catalog().tools.some((t) => t.qualifiedName === 'a')).toBe(true);
    const second = start(host);
    expect([second.id, second.generation]).toEqual(['turn-2', 2]);
    expect(second.catalog().tools.some((t) => t.qualifiedName === 'a')).toBe(false);
  });
  test('loads and uses tick one case-wide clock; an always-loaded load does not', () => {
    const host = hostWith();
    const one = start(host, 's1');
    const two = start(host, 's2');
    expect(one.loadTool('a')).toEqual({ loaded: 'a', evicted: [] });
    expect(two.loadTool('b')).toEqual({ loaded: 'b', evicted: [] });
    expect(one.use('a')).toBe(true);
    expect(one.loadTool('discover')).toEqual({ loaded: 'discover', evicted: [] });
    expect([...one.working.loaded]).toEqual([['a', 3]]);
    expect([...two.working.loaded]).toEqual([['b', 2]]);
  });
});

describe('agent selection', () => {
  test('automatic by auto.platform, explicit, none; an unknown agent is refused', () => {
    const host = hostWith();
    expect(start(host).agent).toBe('helper');
    expect(start(host, 's1', { agent: 'other' }).agent).toBe('other');
    expect(start(host, 's1', { agent: null }).agent).toBeNull();
    expect(host.startTurn({ session: 's1', message: QQ_GROUP, agent: 'nobody' })).toEqual({ error: { code: 'unknown-agent', message: 'no agent "nobody" in generation 1' } });
    expect(host.startTurn({ session: 's1', message: null }) as CatalogTurn).toMatchObject({ agent: null });
  });
  test('the agent\'s private tools are in its catalog only (CATALOG-002)', () => {
    const host = hostWith();
    expect(start(host).catalog().has('helper__ht')).toBe(true);
    expect(start(host, 's1', { agent: null }).catalog().has('helper__ht')).toBe(false);
  });
});

describe('load_tool, load_skill, use', () => {
  test('not-found says the same for unknown, inaccessible and out-of-scope names (CATALOG-011)', () => {
    const turn = start(hostWith(), 's1', { agent: null });
    for (const name of ['nope', 'icqq-only', 's__st', 'helper__ht']) expect(turn.loadTool(name)).toEqual({ notFound: `no tool named "${name}" can be loaded in this turn` });
    expect(turn.loadSkill('nope')).toEqual({ notFound: 'no skill named "nope" can be loaded in this turn' });
  });
  test('load_skill returns the instructions and unlocks the skill tools, not exposed (CATALOG-022)', () => {
    const turn = start(hostWith());
    expect(turn.loadSkill('s')).toEqual({ skill: 's', instructions: 'how to s', unlocked: ['s__st'] });
    expect(turn.catalog().has('s__st')).toBe(true);
    expect(turn.catalog().exposed.has('s__st')).toBe(false);
    expect(turn.loadSkill('s')).toEqual({ skill: 's', instructions: 'how to s', unlocked: [] });
    expect(turn.loadTool('s__st')).toEqual({ loaded: 's__st', evicted: [] });
    expect(turn.catalog().exposed.has('s__st')).toBe(true);
  });
  test('use: exposed or not; a use re-stamps a loaded tool, so the least recently used goes first (CATALOG-014)', () => {
    const turn = start(hostWith({ maxLoadedPerSession: 2 }));
    expect(turn.use('a')).toBe(false);
    turn.loadTool('a'); // 1
    turn.loadTool('b'); // 2
    expect(turn.use('a')).toBe(true); // a: 3
    expect(turn.loadTool('c')).toEqual({ loaded: 'c', evicted: ['b'] }); // c: 4
    expect(exposedPlugin(turn)).toEqual(['a', 'c']);
  });
  test('with max 0 a load evicts the tool itself, which stays unexposed', () => {
    const turn = start(hostWith({ maxLoadedPerSession: 0 }));
    expect(turn.loadTool('a')).toEqual({ loaded: 'a', evicted: ['a'] });
    expect(turn.use('a')).toBe(false);
    expect(turn.use('discover')).toBe(true);
  });
  test('always-loaded tools never count nor get evicted (CATALOG-015)', () => {
    const host = hostWith({ maxLoadedPerSession: 1, alwaysLoadedTools: ['discover', 'b'] });
    const turn = start(host);
    expect(turn.loadTool('a')).toEqual({ loaded: 'a', evicted: [] });
    expect(turn.loadTool('b')).toEqual({ loaded: 'b', evicted: [] });
    expect(turn.use('b')).toBe(true);
    expect(exposedPlugin(turn)).toEqual(['a', 'b']);
    expect([...turn.working.loaded]).toEqual([['a', 1]]);
  });
});

describe('sessions: isolation, persistence, sub-agents', () => {
  test('a load persists into its own session at endTurn only (CATALOG-013/017)', () => {
    const host = hostWith();
    const one = start(host, 's1');
    const concurrent = start(host, 's1');
    one.loadTool('a');
    expect(exposedPlugin(concurrent)).toEqual([]);
    host.endTurn(one);
    // Still not in the concurrent turn: it began before the end.
    expect(exposedPlugin(concurrent)).toEqual([]);
    expect(exposedPlugin(start(host, 's1'))).toEqual(['a']);
    expect(exposedPlugin(start(host, 's2'))).toEqual([]);
  });
  test('two concurrent turns of one session merge: newest stamps win, then the limit', () => {
    const host = hostWith({ maxLoadedPerSession: 2 });
    const first = start(host);
    const second = start(host);
    first.loadTool('a'); // 1
    second.loadTool('b'); // 2
    first.loadTool('c'); // 3
    host.endTurn(second);
    host.endTurn(first);
    // Session {b:2} merged with {a:1, c:3} → a (1) is the oldest of three and goes.
    expect(host.snapshot('s1')).toEqual({ loaded: { b: 2, c: 3 }, skills: [] });
  });
  test('endTurn is idempotent and persists activated skills', () => {
    const host = hostWith();
    const turn = start(host);
    turn.loadSkill('s');
    host.endTurn(turn);
    host.endTurn(turn);
    expect(host.snapshot('s1')).toEqual({ loaded: {}, skills: ['s'] });
    expect(start(host).catalog().has('s__st')).toBe(true);
  });
  test('a sub-agent starts from the parent session\'s snapshot; its loads are dropped (CATALOG-018)', () => {
    const host = hostWith();
    const setup = start(host);
    setup.loadTool('a');
    host.endTurn(setup);
    const parent = start(host);
    parent.loadTool('b');
    const sub = host.startSubAgent(parent, 'other') as CatalogTurn;
    expect([sub.id, sub.session, sub.agent, sub.attended]).toEqual(['turn-3', 's1', 'other', false]);
    // The persisted a, not the parent's unpersisted b.
    expect(exposedPlugin(sub)).toEqual(['a']);
    sub.loadTool('c');
    sub.loadSkill('s');
    host.endTurn(sub);
    expect(exposedPlugin(parent)).toEqual(['a', 'b']);
    expect(host.snapshot('s1')).toEqual({ loaded: { a: 1 }, skills: [] });
  });
  test('a sub-agent with an unknown agent is refused', () => {
    const host = hostWith();
    const parent = start(host);
    expect(host.startSubAgent(parent, 'ghost')).toEqual({ error: { code: 'unknown-agent', message: 'no agent "ghost" in generation 1' } });
  });
});

describe('discover in a turn (CATALOG-007/010)', () => {
  test('only catalog tools and visible skills; with mcpServer only that server\'s tools', () => {
    const host = new CatalogHost({ semantics: referenceSemantics });
    host.seam.registerToolService('global', { id: 'mcp:fs', schema: () => [{ name: 'fs-read', description: 'read a file' }], execute: () => ({ success: true, output: null }) });
    expect(host.load([tree])).toEqual({ ok: true, generation: 1 });
    const turn = start(host, 's1', { agent: null });
    expect(turn.discover('s')).toEqual([
      { kind: 'skill', name: 's' }, // rank 0
      { kind: 'tool', name: 'spawn_task' }, // rank 1
      // rank 2, by name: ask_user, discover, fs-read, load_skill (cut by K = 5). s__st is out of scope.
      { kind: 'tool', name: 'ask_user' },
      { kind: 'tool', name: 'discover' },
      { kind: 'tool', name: 'fs-read' },
    ]);
    expect(turn.discover('read', 'fs')).toEqual([{ kind: 'tool', name: 'fs-read' }]);
    expect(turn.discover('s', 'nope')).toEqual([]);
  });
});
