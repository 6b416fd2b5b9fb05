// Self-checks of the property harness (no host): env settings and the failure text.
import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import { checkProperty, DEFAULT_RUNS, DEFAULT_SEED, propertySettingsFromEnv } from './property.js';

describe('property settings', () => {
  test('defaults are fixed so runs are reproducible', () => {
    expect(propertySettingsFromEnv({})).toEqual({ seed: DEFAULT_SEED, numRuns: DEFAULT_RUNS });
    expect(DEFAULT_RUNS).toBe(100);
  });
  test('read from CAPKIT_SEED and CAPKIT_PROPERTY_RUNS', () => {
    expect(propertySettingsFromEnv({ CAPKIT_SEED: '42', CAPKIT_PROPERTY_RUNS: '7' })).toEqual({ seed: 42, numRuns: 7 });
  });
  test('bad values are named', () => {
    expect(() => propertySettingsFromEnv({ CAPKIT_SEED: 'abc' })).toThrow(/CAPKIT_SEED must be an integer.*"abc"/);
    expect(() => propertySettingsFromEnv({ CAPKIT_PROPERTY_RUNS: '0' })).toThrow(/CAPKIT_PROPERTY_RUNS must be an integer >= 1/);
  });
});

describe('checkProperty failure text', () => {
  test('names the seed, the path and the minimal counterexample as JSON', async () => {
    const failing = checkProperty(fc.integer({ min: 0, max: 1000 }), async (n) => {
      if (n >= 10) throw new Error(`too big: ${n}`);
    });
    const error = await failing.then(() => undefined, (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toMatch(new RegExp(`seed ${DEFAULT_SEED} \\(replay: capkit run --seed ${DEFAULT_SEED}, or CAPKIT_SEED=${DEFAULT_SEED} under vitest\\)`));
    expect(error?.message).toMatch(/path "[\d:]+"/);
    // shrinking must reach the smallest failing value
    expect(error?.message).toContain('Counterexample (JSON): 10\n');
    expect(error?.message).toContain('Cause: too big: 10');
  });
  test('keeps a host-level status first so the reporter classifies it', async () => {
    const failing = checkProperty(fc.nat(), async () => {
      throw new Error('[TIMEOUT] case x: no answer within 5000 ms');
    });
    await expect(failing).rejects.toThrow(/^\[TIMEOUT\] Property failed/);
  });
  test('keeps the status and then the deciding requirement of a protocol failure first', async () => {
    const failing = checkProperty(fc.nat(), async () => {
      throw new Error('[ERROR] decided by PROTOCOL-002: case x: expected 2 results, got 1');
    });
    const error = await failing.then(() => undefined, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/^\[ERROR\] decided by PROTOCOL-002: Property failed/);
    expect(error?.message).toContain('Cause: case x: expected 2 results, got 1');
  });
  test('passes quietly when the property holds', async () => {
    await expect(checkProperty(fc.nat(), async (n) => {
      expect(n).toBeGreaterThanOrEqual(0);
    })).resolves.toBeUndefined();
  });
});

describe('a named run count', () => {
  test('--property-runs (CAPKIT_PROPERTY_RUNS) applies to a capped property as given, above its cap too', async () => {
    const previous = process.env.CAPKIT_PROPERTY_RUNS;
    try {
      let runs = 0;
      process.env.CAPKIT_PROPERTY_RUNS = '150';
      await checkProperty(fc.nat(), async () => void runs++, 40);
      expect(runs).toBe(150);
      runs = 0;
      delete process.env.CAPKIT_PROPERTY_RUNS;
      await checkProperty(fc.nat(), async () => void runs++, 40);
      expect(runs).toBe(40);
    } finally {
      if (previous === undefined) delete process.env.CAPKIT_PROPERTY_RUNS;
      else process.env.CAPKIT_PROPERTY_RUNS = previous;
    }
  });
});
