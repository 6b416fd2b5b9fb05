// Self-check of the catalog model against examples worked by hand from spec/catalog.md (no host), and of
// how it names the deciding rule of a host's first difference.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { CatalogModel, trim } from './model.js';
import { explain, firstMismatch, replay } from './model-replay.js';

const tools = ['a', 'b', 'c'].map((name) => ({ name, qqOnly: false }));

describe('catalog model', () => {
  test('trim removes the smallest stamps, ties by name, and answers the removed names sorted', () => {
    const set = new Map([['z', 1], ['y', 1], ['x', 5], ['w', 3]]);
    expect(trim(set, 2)).toEqual(['y', 'z']);
    expect([...set.keys()].sort()).toEqual(['w', 'x']);
    expect(trim(set, 0)).toEqual(['w', 'x']);
  });

  test('least recently loaded-or-used is evicted; the session keeps the most recent first', () => {
    const m = new CatalogModel({ maxLoadedPerSession: 2 });
    m.load(tools);
    const t = m.startTurn('s1', 'qq', true);
    expect(m.loadTool(t, 'a')).toEqual({ loaded: 'a', evicted: [] });
    expect(m.loadTool(t, 'b')).toEqual({ loaded: 'b', evicted: [] });
    expect(m.use(t, 'a')).toBe(true);
    expect(m.loadTool(t, 'c')).toEqual({ loaded: 'c', evicted: ['b'] });
    expect(m.snapshot('s1')).toEqual([]);
    m.endTurn(t);
    expect(m.snapshot('s1')).toEqual(['c', 'a']);
  });

  test('always-loaded tools are exposed, never stamped; max 0 evicts every load', () => {
    const m = new CatalogModel({ maxLoadedPerSession: 0 });
    m.load(tools);
    const t = m.startTurn('s1', 'qq', false);
    expect(m.exposed(t)).toEqual(['discover', 'load_skill', 'load_tool', 'spawn_task']);
    expect(m.loadTool(t, 'a')).toEqual({ loaded: 'a', evicted: ['a'] });
    expect(m.loadTool(t, 'discover')).toEqual({ loaded: 'discover', evicted: [] });
    expect(m.loadTool(t, 'ask_user')).toEqual({ notFound: 'no tool named "ask_user" can be loaded in this turn' });
  });

  test('concurrent turns merge by latest stamp; sub-agents never persist', () => {
    const m = new CatalogModel({ maxLoadedPerSession: 2 });
    m.load(tools);
    const t1 = m.startTurn('s1', 'qq', true);
    const t2 = m.startTurn('s1', 'qq', true);
    m.loadTool(t1, 'a');
    m.loadTool(t2, 'a');
    m.loadTool(t2, 'b');
    expect(m.use(t1, 'a')).toBe(true);
    expect(m.use(t1, 'b')).toBe(false);
    const sub = m.startSubAgent(t1);
    expect(m.exposed(sub)).toEqual(['discover', 'load_skill', 'load_tool', 'spawn_task']);
    m.loadTool(sub, 'c');
    m.endTurn(sub);
    m.endTurn(t2);
    expect(m.snapshot('s1')).toEqual(['b', 'a']);
    m.endTurn(t1);
    expect(m.snapshot('s1')).toEqual(['a', 'b']);
  });

  test('a turn keeps its generation; a persisted name missing from a generation counts but is not exposed', () => {
    const m = new CatalogModel({ maxLoadedPerSession: 2 });
    m.load(tools.slice(0, 2));
    const t1 = m.startTurn('s1', 'qq', true);
    m.loadTool(t1, 'a');
    m.loadTool(t1, 'b');
    m.load([{ name: 'b', qqOnly: false }, { name: 'c', qqOnly: true }]);
    expect(m.loadTool(t1, 'c')).toEqual({ notFound: 'no tool named "c" can be loaded in this turn' });
    m.endTurn(t1);
    const t2 = m.startTurn('s1', 'discord', true);
    expect(m.exposed(t2)).toContain('b');
    expect(m.exposed(t2)).not.toContain('a');
    expect(m.loadTool(t2, 'c')).toEqual({ notFound: 'no tool named "c" can be loaded in this turn' });
    const t3 = m.startTurn('s1', 'qq', true);
    expect(m.loadTool(t3, 'c')).toEqual({ loaded: 'c', evicted: ['a'] });
  });
});

describe('catalog model: the deciding rule', () => {
  const tree = (...names: string[]) => ({ name: 'p', files: Object.fromEntries(names.map((n) => [`tools/${n}/index.ts`, { tool: { description: n } }])) });
  const QQ = { $adapter: 'qq', $sender: { id: 'u1' } };
  const steps: Step[] = [
    { op: 'load', trees: [tree('a', 'b', 'c')] },
    { op: 'startTurn', session: 's1', message: QQ, attended: true },
    { op: 'loadTool', turn: 'turn-1', name: 'a' },
    { op: 'loadTool', turn: 'turn-1', name: 'b' },
    { op: 'use', turn: 'turn-1', tool: 'a' },
    { op: 'loadTool', turn: 'turn-1', name: 'c' },
    { op: 'endTurn', turn: 'turn-1' },
    { op: 'session', session: 's1' },
  ];
  const config = { maxLoadedPerSession: 2 };
  const right: StepResult[] = [{ generation: 1 }, { turn: 'turn-1', generation: 1, agent: null }, { loaded: 'a', evicted: [] }, { loaded: 'b', evicted: [] }, { exposed: true }, { loaded: 'c', evicted: ['b'] }, {}, { loaded: ['c', 'a'], skills: [] }];

  test('the reference answers agree with the model', () => {
    expect(firstMismatch(replay(steps, config), right)).toBeUndefined();
  });

  test('a host that does not re-stamp on use is charged to the eviction rule', () => {
    const fifo = right.map((r, i) => (i === 5 ? { loaded: 'c', evicted: ['a'] } : r));
    const answers = replay(steps, config);
    const at = firstMismatch(answers, fifo)!;
    expect(at).toBe(5);
    expect(explain(steps, config, fifo, at, answers)).toBe('CATALOG-014');
  });

  test('a snapshot listed oldest first is charged to the snapshot rule; one missing a tool to persistence', () => {
    const answers = replay(steps, config);
    const reversed = right.map((r, i) => (i === 7 ? { loaded: ['a', 'c'], skills: [] } : r));
    expect(explain(steps, config, reversed, 7, answers)).toBe('CATALOG-024');
    const lost = right.map((r, i) => (i === 7 ? { loaded: [], skills: [] } : r));
    expect(explain(steps, config, lost, 7, answers)).toBe('CATALOG-013');
  });

  test('an end-of-turn trim that keeps the wrong tools is charged to the eviction rule, a snapshot of tools never merged to persistence', () => {
    // Two concurrent turns: a (1) in turn-1, b (2) and c (3) in turn-2; both end; a limit of 2 keeps c and b.
    const merge: Step[] = [
      { op: 'load', trees: [tree('a', 'b', 'c')] },
      { op: 'startTurn', session: 's1', message: QQ, attended: true },
      { op: 'startTurn', session: 's1', message: QQ, attended: true },
      { op: 'loadTool', turn: 'turn-1', name: 'a' },
      { op: 'loadTool', turn: 'turn-2', name: 'b' },
      { op: 'loadTool', turn: 'turn-2', name: 'c' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'session', session: 's1' },
    ];
    const started = (turn: string) => ({ turn, generation: 1, agent: null });
    const good: StepResult[] = [{ generation: 1 }, started('turn-1'), started('turn-2'), { loaded: 'a', evicted: [] }, { loaded: 'b', evicted: [] }, { loaded: 'c', evicted: [] }, {}, {}, { loaded: ['c', 'b'], skills: [] }];
    const answers = replay(merge, config);
    expect(firstMismatch(answers, good)).toBeUndefined();
    const newestGone = good.map((r, i) => (i === 8 ? { loaded: ['b', 'a'], skills: [] } : r));
    expect(explain(merge, config, newestGone, 8, answers)).toBe('CATALOG-014');
    const stranger = good.map((r, i) => (i === 8 ? { loaded: ['c', 'z'], skills: [] } : r));
    expect(explain(merge, config, stranger, 8, answers)).toBe('CATALOG-013');
  });

  test('a sub-agent that starts from its parent\'s loads is charged to the sub-agent rule', () => {
    const sub: Step[] = [
      { op: 'load', trees: [tree('a', 'b')] },
      { op: 'startTurn', session: 's1', message: QQ, attended: true },
      { op: 'loadTool', turn: 'turn-1', name: 'a' },
      { op: 'startTurn', parent: 'turn-1', agent: 'helper' } as unknown as Step,
      { op: 'loadTool', turn: 'turn-2', name: 'b' },
    ];
    const one = { maxLoadedPerSession: 1 };
    const answers = replay(sub, one);
    const inherited: StepResult[] = [{ generation: 1 }, { turn: 'turn-1', generation: 1, agent: null }, { loaded: 'a', evicted: [] }, { turn: 'turn-2', generation: 1, agent: 'helper' }, { loaded: 'b', evicted: ['a'] }];
    expect(firstMismatch(answers, inherited)).toBe(4);
    expect(explain(sub, one, inherited, 4, answers)).toBe('CATALOG-018');
  });

  test('an answer no broken model explains falls back to the rule of the step itself', () => {
    const answers = replay(steps, config);
    const odd = right.map((r, i) => (i === 3 ? { loaded: 'b', evicted: ['zzz'] } : r));
    expect(explain(steps, config, odd, 3, answers)).toBe('CATALOG-014');
    const refused = right.map((r, i) => (i === 3 ? { error: { code: 'not-found', message: 'no' } } : r));
    expect(explain(steps, config, refused, 3, answers)).toBe('CATALOG-012');
  });
});
