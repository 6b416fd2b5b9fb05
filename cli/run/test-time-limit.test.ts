// A test's limit follows from the case timeout, the multiplier and the property runs.
import { describe, expect, test } from 'vitest';
import { DEFAULT_CASE_TIMEOUT_MS, MAX_TIMER_MS } from '../../host/timeouts.js';
import { testTimeLimits } from './test-time-limit.js';

describe('testTimeLimits', () => {
  test('a host just under the case timeout on every case of the largest property still fits', () => {
    // 200 model-based sequences, each answered in 4.9 s: 980 s, far past a fixed 120 s.
    const { testTimeout } = testTimeLimits({ timeoutMultiplier: 1 });
    expect(testTimeout).toBeGreaterThan(200 * 4900);
    expect(testTimeLimits({ timeoutMultiplier: 1, propertyRuns: 1000 }).testTimeout).toBeGreaterThan(1000 * DEFAULT_CASE_TIMEOUT_MS);
  });
  test('it scales with the multiplier and with the runs', () => {
    const base = testTimeLimits({ timeoutMultiplier: 1, propertyRuns: 50 });
    expect(testTimeLimits({ timeoutMultiplier: 4, propertyRuns: 50 }).testTimeout).toBe(base.testTimeout * 4);
    expect(testTimeLimits({ timeoutMultiplier: 1, propertyRuns: 500 }).testTimeout).toBeGreaterThan(base.testTimeout);
  });
  test('never past what a timer can wait', () => {
    const huge = testTimeLimits({ timeoutMultiplier: 200_000 });
    expect(huge.testTimeout).toBe(MAX_TIMER_MS);
    expect(huge.hookTimeout).toBeLessThanOrEqual(MAX_TIMER_MS);
  });
});
