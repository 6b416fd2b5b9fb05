import { describe, test, expect } from 'vitest';
import { behaviorProblem, executeOf } from './behavior.js';

const CONTEXT = { qualifiedName: 't', ownerPath: [], generation: 1 };

describe('Behavior', () => {
  test('returns a copy of its value, null by default', () => {
    const run = executeOf({ returns: { a: [1] } });
    const first = run({}, CONTEXT) as { a: number[] };
    first.a.push(2);
    expect(run({}, CONTEXT)).toEqual({ a: [1] });
    expect(executeOf()({}, CONTEXT)).toBeNull();
  });
  test('echo returns its input; throws throws its message', () => {
    expect(executeOf({ echo: true })({ m: 'hi' }, CONTEXT)).toEqual({ m: 'hi' });
    expect(() => executeOf({ throws: 'nope' })({}, CONTEXT)).toThrow('nope');
  });
  test('context reports the execution context; without a turn there is no principal, client or port', () => {
    const base = { qualifiedName: 'maps__w', ownerPath: ['maps'], generation: 3 };
    expect(executeOf({ context: true })({}, base)).toEqual({ owner: ['maps'], generation: 3, principal: null, client: null, question: false, config: null, origin: null, policy: null });
    const turn = { ...base, principal: '42', client: 'qq', question: { ask: () => 'yes' }, config: { units: 'metric' }, origin: 'im', policy: { net: [] } };
    expect(executeOf({ context: true })({}, turn)).toEqual({ owner: ['maps'], generation: 3, principal: '42', client: 'qq', question: true, config: { units: 'metric' }, origin: 'im', policy: { net: [] } });
  });
  test('use answers what use(token) gives; a failing use fails the call (TURN-036)', () => {
    const base = { qualifiedName: 'a', ownerPath: [], generation: 1 };
    const use = (token: string): unknown => {
      if (token !== 'db') throw new Error(`no service for token "${token}"`);
      return 'db-v1';
    };
    expect(executeOf({ use: 'db' })({}, { ...base, use })).toEqual({ value: 'db-v1' });
    expect(() => executeOf({ use: 'cache' })({}, { ...base, use })).toThrow('cache');
    expect(behaviorProblem({ use: 'db' })).toBeUndefined();
    expect(behaviorProblem({ use: 1 })).toEqual(expect.any(String));
  });
  test('ask uses the question port, fails with no answer, and answers null without a port', () => {
    const base = { qualifiedName: 'a', ownerPath: [], generation: 1 };
    const asked: string[] = [];
    expect(executeOf({ ask: 'Go?' })({}, { ...base, question: { ask: (q) => (asked.push(q), 'yes') } })).toEqual({ reply: 'yes' });
    expect(asked).toEqual(['Go?']);
    expect(() => executeOf({ ask: 'Go?' })({}, { ...base, question: { ask: () => undefined } })).toThrow('no answer');
    expect(executeOf({ ask: 'Go?' })({}, base)).toEqual({ reply: null });
    expect(behaviorProblem({ ask: 'Go?' })).toBeUndefined();
    expect(behaviorProblem({ context: true })).toBeUndefined();
  });
  test.each([null, [], {}, { returns: 1, echo: true }, { echo: false }, { throws: 3 }, { sing: true }, { context: false }, { ask: 1 }, { ask: 'q', context: true }])('%j is malformed', (b) => {
    expect(behaviorProblem(b)).toEqual(expect.any(String));
  });
});
