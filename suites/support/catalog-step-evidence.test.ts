// The catalog's answer-evidenced deciding rules (./catalog-step-evidence.ts): each fires only on the
// difference its rule alone explains.
import { describe, expect, test } from 'vitest';
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import { catalogStepRule } from './catalog-step-evidence.js';

const caseOf = (steps: FixtureStep[], deferredTools: Record<string, unknown> = {}): FixtureCase =>
  ({ id: 'catalog/c', description: 'c', requirements: ['CATALOG-013'], setup: { config: { deferredTools } }, steps }) as FixtureCase;
const start = (session: string, turn: string, parent?: string): FixtureStep => ({ op: 'startTurn', session, ...(parent ? { parent } : {}), expect: { turn } }) as FixtureStep;
const load = (turn: string, name: string, evicted: string[] = []): FixtureStep => ({ op: 'loadTool', turn, name, expect: { loaded: name, evicted } }) as FixtureStep;
const use = (turn: string, tool: string): FixtureStep => ({ op: 'use', turn, tool, expect: { exposed: true } }) as FixtureStep;
const end = (turn: string): FixtureStep => ({ op: 'endTurn', turn, expect: {} }) as FixtureStep;
const session = (loaded: string[]): FixtureStep => ({ op: 'session', session: 's1', expect: { loaded, skills: [] } }) as FixtureStep;

describe('catalog: which tool a load evicts', () => {
  test('the load itself evicted in place of the oldest tool is CATALOG-014', () => {
    const third = load('turn-1', 'c', ['a']);
    const c = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), load('turn-1', 'b'), third], { maxLoadedPerSession: 2 });
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: ['c'] })).toBe('CATALOG-014');
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: ['b'] })).toBe('CATALOG-014');
  });

  test('what an ended turn of the session persisted may be evicted; an open sibling\'s or a sub-agent\'s loads may not', () => {
    const later = load('turn-3', 'c', ['a']);
    const c = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), end('turn-1'), start('s1', 'turn-2'), load('turn-2', 'x'), start('s1', 'turn-3'), start('s1', 'turn-4', 'turn-3'), load('turn-4', 'y'), load('turn-3', 'b'), later]);
    expect(catalogStepRule(c, later, { loaded: 'c', evicted: ['b'] })).toBe('CATALOG-014');
    expect(catalogStepRule(c, later, { loaded: 'c', evicted: ['x'] })).toBeUndefined();
    expect(catalogStepRule(c, later, { loaded: 'c', evicted: ['y'] })).toBeUndefined();
  });

  test('evicting nothing, more, an always-loaded tool, or the right one tells nothing', () => {
    const third = load('turn-1', 'c', ['a']);
    const c = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), load('turn-1', 'b'), third]);
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: [] })).toBeUndefined();
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: ['a', 'b'] })).toBeUndefined();
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: ['discover'] })).toBeUndefined();
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: ['a'] })).toBeUndefined();
  });
});

describe('catalog: never more loaded tools than maxLoadedPerSession', () => {
  const third = load('turn-1', 'c', ['a']);
  const c = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), load('turn-1', 'b'), third], { maxLoadedPerSession: 2 });
  const anthropic = (...exposed: string[]) => ({ tools: ['a', 'b', 'c', 'discover'].map((name) => (exposed.includes(name) ? { name } : { name, defer_loading: true })) });

  test('a load evicting less than due while the host exposes more than the limit is CATALOG-014; so is a longer snapshot', () => {
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: [] }, anthropic('a', 'b', 'c', 'discover'))).toBe('CATALOG-014');
    const snapshot = session(['c', 'b']);
    const ended = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), end('turn-1'), snapshot], { maxLoadedPerSession: 2 });
    expect(catalogStepRule(ended, snapshot, { loaded: ['c', 'b', 'a'], skills: [] })).toBe('CATALOG-014');
  });

  test('within the limit (the host counted something it should not have, or lost a tool), or without the host\'s catalog, it tells nothing', () => {
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: [] }, anthropic('b', 'c', 'discover'))).toBeUndefined();
    expect(catalogStepRule(c, third, { loaded: 'c', evicted: [] }, undefined)).toBeUndefined();
    expect(catalogStepRule(caseOf(c.steps, { maxLoadedPerSession: -1 }), third, { loaded: 'c', evicted: [] }, anthropic('a', 'b', 'c'))).toBeUndefined();
  });
});

describe('catalog: skills that did not persist, and ask_user', () => {
  test('a snapshot right but for skills ended turns activated is CATALOG-013; an extra or reordered skill tells nothing', () => {
    const s = { op: 'session', session: 's1', expect: { loaded: ['a'], skills: ['x', 'y'] } } as FixtureStep;
    const c = caseOf([s]);
    expect(catalogStepRule(c, s, { loaded: ['a'], skills: ['x'] })).toBe('CATALOG-013');
    expect(catalogStepRule(c, s, { loaded: ['a'], skills: [] })).toBe('CATALOG-013');
    expect(catalogStepRule(c, s, { loaded: ['a'], skills: ['x', 'y', 'z'] })).toBeUndefined();
    expect(catalogStepRule(c, s, { loaded: [], skills: ['x'] })).toBeUndefined();
  });

  test('a tools answer differing by ask_user alone is CATALOG-025; by another tool it tells nothing', () => {
    const t = { op: 'tools', turn: 'turn-2', channel: 'generic', expect: { tools: [{ name: 'discover' }, { name: 'load_tool' }] } } as unknown as FixtureStep;
    const c = caseOf([t]);
    expect(catalogStepRule(c, t, { tools: [{ name: 'ask_user' }, { name: 'discover' }, { name: 'load_tool' }] })).toBe('CATALOG-025');
    expect(catalogStepRule(c, t, { tools: [{ name: 'a' }, { name: 'discover' }, { name: 'load_tool' }] })).toBeUndefined();
    expect(catalogStepRule(c, t, { tools: [{ name: 'a' }, { name: 'ask_user' }, { name: 'discover' }, { name: 'load_tool' }] })).toBeUndefined();
  });
});

describe('catalog: what the end-of-turn trim keeps', () => {
  // a (1) in turn-1, b (2) and c (3) in turn-2; both end; a limit of 2 keeps c and b.
  const snapshot = session(['c', 'b']);
  const c = caseOf([start('s1', 'turn-1'), start('s1', 'turn-2'), load('turn-1', 'a'), load('turn-2', 'b'), load('turn-2', 'c'), end('turn-2'), end('turn-1'), snapshot], { maxLoadedPerSession: 2 });

  test('the oldest kept in place of the newest, in stamp order, is CATALOG-014', () => {
    expect(catalogStepRule(c, snapshot, { loaded: ['b', 'a'], skills: [] })).toBe('CATALOG-014');
  });

  test('another choice (a merge that keeps a wrong stamp), another order, length or skills, or a tool never loaded tells nothing', () => {
    expect(catalogStepRule(c, snapshot, { loaded: ['c', 'a'], skills: [] })).toBeUndefined();
    expect(catalogStepRule(c, snapshot, { loaded: ['a', 'b'], skills: [] })).toBeUndefined();
    expect(catalogStepRule(c, snapshot, { loaded: ['a', 'c'], skills: [] })).toBeUndefined();
    expect(catalogStepRule(c, snapshot, { loaded: ['c'], skills: [] })).toBeUndefined();
    expect(catalogStepRule(c, snapshot, { loaded: ['b', 'a'], skills: ['s'] })).toBeUndefined();
    expect(catalogStepRule(c, snapshot, { loaded: ['z', 'a'], skills: [] })).toBeUndefined();
  });

  test('a use re-stamps: the order follows the last load or use', () => {
    const s = session(['a', 'c']);
    const used = caseOf([start('s1', 'turn-1'), load('turn-1', 'a'), load('turn-1', 'b'), load('turn-1', 'c'), use('turn-1', 'a'), end('turn-1'), s], { maxLoadedPerSession: 2 });
    expect(catalogStepRule(used, s, { loaded: ['c', 'b'], skills: [] })).toBe('CATALOG-014');
    expect(catalogStepRule(used, s, { loaded: ['b', 'c'], skills: [] })).toBeUndefined();
  });
});

describe('catalog: a name the turn may not reach, held by the host\'s own catalog', () => {
  const tree = {
    name: 'p',
    files: {
      'tools/secret/index.ts': { tool: { description: 'S', hidden: true } },
      'tools/admin/index.ts': { tool: { description: 'A', permissions: ['role(master)'] } },
      'agents/ops/tools/ledger/index.ts': { tool: { description: 'L' } },
      'skills/ops/tools/hush/index.ts': { tool: { description: 'H', hidden: true } },
      'tools/open/index.ts': { tool: { description: 'O' } },
      'skills/ops/tools/tally/index.ts': { tool: { description: 'T' } },
    },
  };
  const loadStep = { op: 'load', trees: [tree], expect: { generation: 1 } } as unknown as FixtureStep;
  const notFound = (name: string): FixtureStep => ({ op: 'loadTool', turn: 'turn-1', name, expect: { error: { code: 'not-found', message: `no tool named "${name}" can be loaded in this turn` } } }) as FixtureStep;
  const catalog = (...names: string[]) => ({ tools: names.map((name) => ({ name })) });

  test('loaded although hidden or restricted, and listed by the host: CATALOG-001; an agent\'s tool: CATALOG-002; a skill\'s tool (its skill\'s activation is the turn\'s state): nothing', () => {
    for (const [name, rule] of [['secret', 'CATALOG-001'], ['admin', 'CATALOG-001'], ['ops__ledger', 'CATALOG-002'], ['ops__hush', 'CATALOG-001'], ['ops__tally', undefined]] as const) {
      const step = notFound(name);
      const c = caseOf([loadStep, start('s1', 'turn-1'), step]);
      expect(catalogStepRule(c, step, { loaded: name, evicted: [] }, catalog('open', name))).toBe(rule);
      // The host's catalog is right: load_tool itself let it through (the case's rule).
      expect(catalogStepRule(c, step, { loaded: name, evicted: [] }, catalog('open'))).toBeUndefined();
    }
  });

  test('discover and unlocked answering a hidden tool the host lists: CATALOG-001; one the host does not list, or a tool the case does not restrict, tells nothing', () => {
    const discover = { op: 'discover', turn: 'turn-1', query: 's', expect: { results: [{ kind: 'tool', name: 'open' }] } } as unknown as FixtureStep;
    const skill = { op: 'loadSkill', turn: 'turn-1', name: 'ops', expect: { skill: 'ops', instructions: 'x', unlocked: [] } } as unknown as FixtureStep;
    const c = caseOf([loadStep, start('s1', 'turn-1'), discover, skill]);
    const leaked = { results: [{ kind: 'tool', name: 'open' }, { kind: 'tool', name: 'secret' }] };
    expect(catalogStepRule(c, discover, leaked, catalog('open', 'secret'))).toBe('CATALOG-001');
    expect(catalogStepRule(c, discover, leaked, catalog('open'))).toBeUndefined();
    expect(catalogStepRule(c, discover, { results: [{ kind: 'tool', name: 'open' }, { kind: 'tool', name: 'discover' }] }, catalog('open', 'discover'))).toBeUndefined();
    expect(catalogStepRule(c, skill, { skill: 'ops', instructions: 'x', unlocked: ['ops__hush'] }, catalog('open', 'ops__hush'))).toBe('CATALOG-001');
    expect(catalogStepRule(c, skill, { skill: 'ops', instructions: 'x', unlocked: ['ops__hush'] }, undefined)).toBeUndefined();
  });
});
