// Every scaled timeout must fit a Node timer: a longer delay fires at once, and a correct host would
// "not answer hello within 10000000000 ms" after 1 ms.
import { describe, expect, test } from 'vitest';
import { effectiveTimeouts, MAX_TIMER_MS, maxTimeoutMultiplier } from './timeouts.js';

describe('effectiveTimeouts', () => {
  test('scales case and hello budgets', () => {
    expect(effectiveTimeouts({ timeoutMultiplier: 4 })).toEqual({ caseMs: 20_000, helloMs: 40_000 });
  });
  test('the largest multiplier keeps the hello timeout within a timer', () => {
    const max = maxTimeoutMultiplier();
    expect(max * 10_000).toBeLessThanOrEqual(MAX_TIMER_MS);
    expect((max + 0.001) * 10_000).toBeGreaterThan(MAX_TIMER_MS);
    expect(effectiveTimeouts({ timeoutMultiplier: max }).helloMs).toBeLessThanOrEqual(MAX_TIMER_MS);
  });
  test('a multiplier past it, infinite, NaN or negative is refused with a sentence', () => {
    expect(() => effectiveTimeouts({ timeoutMultiplier: 1e6 })).toThrow(/longer than a timer can wait .*use at most 214748\.364/);
    for (const bad of [Infinity, Number.NaN, -1, 0]) expect(() => effectiveTimeouts({ timeoutMultiplier: bad })).toThrow(/positive number/);
  });
});
