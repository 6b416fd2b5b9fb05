import { describe, test, expect } from 'vitest';
import { behaviorProblem, executeOf } from './behavior.js';

describe('Behavior', () => {
  test('returns a copy of its value, null by default', () => {
    const run = executeOf({ returns: { a: [1] } });
    const first = run({}) as { a: number[] };
    first.a.push(2);
    expect(run({})).toEqual({ a: [1] });
    expect(executeOf()({})).toBeNull();
  });
  test('echo returns its input; throws throws its message', () => {
    expect(executeOf({ echo: true })({ m: 'hi' })).toEqual({ m: 'hi' });
    expect(() => executeOf({ throws: 'nope' })({})).toThrow('nope');
  });
  test.each([null, [], {}, { returns: 1, echo: true }, { echo: false }, { throws: 3 }, { sing: true }])('%j is malformed', (b) => {
    expect(behaviorProblem(b)).toEqual(expect.any(String));
  });
});
