// The answer-evidenced deciding rules of fixture steps that name none (./step-evidence.ts): each fires only
// on the difference its rule alone explains.
import { describe, expect, test } from 'vitest';
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import { evidencedRule } from './step-evidence.js';

const caseOf = (area: string, requirements: string[], steps: FixtureStep[], setup: Record<string, unknown> = {}): FixtureCase =>
  ({ id: `${area}/c`, description: 'c', requirements, setup, steps }) as FixtureCase;

describe('registry: the join of owner path and name', () => {
  const step = { op: 'index', expect: { tools: [{ qualifiedName: 'a__get', name: 'get' }] } } as FixtureStep;
  const c = caseOf('registry', ['REGISTRY-001'], [step]);

  test('a__get answered as a_get, a.get or a-get is REGISTRY-007, even in a case about something else', () => {
    for (const got of ['a_get', 'a.get', 'a-get', 'a::get']) {
      expect(evidencedRule(c, step, { tools: [{ qualifiedName: got, name: 'get' }] }, 'registry')).toBe('REGISTRY-007');
    }
  });

  test('a missing tool, another name or the right join tells nothing', () => {
    expect(evidencedRule(c, step, { tools: [] }, 'registry')).toBeUndefined();
    expect(evidencedRule(c, step, { tools: [{ qualifiedName: 'b_get', name: 'get' }] }, 'registry')).toBeUndefined();
    expect(evidencedRule(c, step, { tools: [{ qualifiedName: 'a__get', name: 'get', hidden: true }] }, 'registry')).toBeUndefined();
  });
});

describe('catalog: discover answers at most discoverTopK entries', () => {
  const step = { op: 'discover', turn: 'turn-1', query: 'a', expect: { results: [{ name: 'a1' }, { name: 'a2' }] } } as FixtureStep;
  const c = caseOf('catalog', ['CATALOG-008'], [step], { config: { deferredTools: { discoverTopK: 2 } } });

  test('the expected results and one more past topK is CATALOG-007', () => {
    expect(evidencedRule(c, step, { results: [{ name: 'a1' }, { name: 'a2' }, { name: 'a3' }] }, 'catalog')).toBe('CATALOG-007');
  });

  test('within topK, or without the expected ones, it tells nothing', () => {
    const roomy = caseOf('catalog', ['CATALOG-008'], [step], { config: { deferredTools: { discoverTopK: 5 } } });
    expect(evidencedRule(roomy, step, { results: [{ name: 'a1' }, { name: 'a2' }, { name: 'a3' }] }, 'catalog')).toBeUndefined();
    expect(evidencedRule(c, step, { results: [{ name: 'b1' }, { name: 'b2' }, { name: 'b3' }] }, 'catalog')).toBeUndefined();
  });
});

describe('turns: the journal in call order', () => {
  const entries = [{ type: 'tool_call', tool: 'q' }, { type: 'tool_result', tool: 'q' }, { type: 'tool_call', tool: 'q' }, { type: 'tool_cancelled', tool: 'q' }];
  const step = { op: 'journal', turn: 'turn-1', expect: { entries } } as FixtureStep;
  const c = caseOf('turns', ['TURN-028'], [step]);

  test('the expected entries newest first is TURN-012', () => {
    expect(evidencedRule(c, step, { entries: [...entries].reverse().map((e) => ({ ...e, at: 1 })) }, 'turns')).toBe('TURN-012');
  });

  test('a missing, extra or different entry tells nothing (the case\'s own rule decides it)', () => {
    expect(evidencedRule(c, step, { entries: entries.slice(1) }, 'turns')).toBeUndefined();
    expect(evidencedRule(c, step, { entries: [...entries.slice(0, 3), { type: 'tool_result', tool: 'q' }] }, 'turns')).toBeUndefined();
    expect(evidencedRule(c, step, { entries }, 'turns')).toBeUndefined();
  });
});

describe('catalog: which tool a load evicts', () => {
  const start = (session: string, turn: string): FixtureStep => ({ op: 'startTurn', session, expect: { turn } }) as FixtureStep;
  const load = (turn: string, name: string, evicted: string[]): FixtureStep => ({ op: 'loadTool', turn, name, expect: { loaded: name, evicted } }) as FixtureStep;
  const third = load('turn-1', 'c', ['a']);
  const c = caseOf('catalog', ['CATALOG-013'], [start('s1', 'turn-1'), load('turn-1', 'a', []), load('turn-1', 'b', []), third]);

  test('another tool of the session evicted in place of the expected one is CATALOG-014, even in a case about something else', () => {
    expect(evidencedRule(c, third, { loaded: 'c', evicted: ['b'] }, 'catalog')).toBe('CATALOG-014');
  });

  test('nothing evicted, more evicted, the right one, an always-loaded tool or another session\'s tool tells nothing', () => {
    expect(evidencedRule(c, third, { loaded: 'c', evicted: [] }, 'catalog')).toBeUndefined();
    expect(evidencedRule(c, third, { loaded: 'c', evicted: ['a', 'b'] }, 'catalog')).toBeUndefined();
    expect(evidencedRule(c, third, { loaded: 'c', evicted: ['a'] }, 'catalog')).toBeUndefined();
    expect(evidencedRule(c, third, { loaded: 'c', evicted: ['discover'] }, 'catalog')).toBeUndefined();
    const fourth = load('turn-2', 'c', ['x']);
    const two = caseOf('catalog', ['CATALOG-013'], [start('s1', 'turn-1'), load('turn-1', 'a', []), start('s2', 'turn-2'), load('turn-2', 'x', []), load('turn-1', 'b', []), fourth]);
    expect(evidencedRule(two, fourth, { loaded: 'c', evicted: ['b'] }, 'catalog')).toBeUndefined();
    expect(evidencedRule(two, fourth, { loaded: 'c', evicted: ['a'] }, 'catalog')).toBeUndefined();
  });
});

describe('registry: an index listed in another order is REGISTRY-026', () => {
  const c = { id: 'registry/x', requirements: ['REGISTRY-001'], description: 'd', setup: {}, steps: [] } as unknown as FixtureCase;
  const step = { op: 'index', expect: { generation: 1, tools: [{ qualifiedName: 'a' }, { qualifiedName: 'b__c' }], skills: [], agents: [] } } as unknown as FixtureStep;
  const tool = (qualifiedName: string) => ({ qualifiedName, name: qualifiedName.split('__').at(-1) });
  test('the same tools, sorted otherwise', () => {
    expect(evidencedRule(c, step, { generation: 1, tools: [tool('b__c'), tool('a')], skills: [], agents: [] }, 'registry')).toBe('REGISTRY-026');
  });
  test('a tool missing or another tool in its place is not an order difference', () => {
    expect(evidencedRule(c, step, { generation: 1, tools: [tool('a')], skills: [], agents: [] }, 'registry')).toBeUndefined();
    expect(evidencedRule(c, step, { generation: 1, tools: [tool('b__d'), tool('a')], skills: [], agents: [] }, 'registry')).toBeUndefined();
  });
  test('in order, the difference is elsewhere', () => {
    expect(evidencedRule(c, step, { generation: 2, tools: [tool('a'), tool('b__c')], skills: [], agents: [] }, 'registry')).toBeUndefined();
  });
});
