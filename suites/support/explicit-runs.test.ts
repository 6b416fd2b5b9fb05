import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import { checkPropertyRuns, explicitRuns } from './explicit-runs.js';

describe('explicitRuns', () => {
  test('the suite\'s count applies when CAPKIT_PROPERTY_RUNS is unset, even above the kit default', () => {
    expect(explicitRuns(200, {})).toBe(200);
    expect(explicitRuns(200, { CAPKIT_PROPERTY_RUNS: ' ' })).toBe(200);
  });
  test('CAPKIT_PROPERTY_RUNS (--property-runs) replaces it, lower or higher', () => {
    expect(explicitRuns(200, { CAPKIT_PROPERTY_RUNS: '7' })).toBe(7);
    expect(explicitRuns(200, { CAPKIT_PROPERTY_RUNS: '5000' })).toBe(5000);
  });
  test('bad values are named', () => {
    expect(() => explicitRuns(200, { CAPKIT_PROPERTY_RUNS: 'many' })).toThrow(/CAPKIT_PROPERTY_RUNS must be an integer/);
    expect(() => explicitRuns(0, {})).toThrow(/wanted must be an integer >= 1, got 0/);
  });
  test('runs the property that many times and reports a failure with its counterexample', async () => {
    let runs = 0;
    const previous = process.env.CAPKIT_PROPERTY_RUNS;
    delete process.env.CAPKIT_PROPERTY_RUNS;
    try {
      await checkPropertyRuns(fc.nat(), async () => void runs++, 150);
      expect(runs).toBe(150);
      await expect(checkPropertyRuns(fc.nat(), async (n) => {
        if (n > 3) throw new Error(`big ${n}`);
      }, 150)).rejects.toThrow(/Counterexample \(JSON\): 4\n/);
    } finally {
      if (previous !== undefined) process.env.CAPKIT_PROPERTY_RUNS = previous;
    }
  });
});
