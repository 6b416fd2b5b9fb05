import { describe, expect, test } from 'vitest';
import { suiteVitestOptions, suiteWorkers } from './vitest-options.js';

describe('workers of a suite run', () => {
  test('two unless CAPKIT_WORKERS says otherwise', () => {
    expect(suiteWorkers({})).toBe(2);
    expect(suiteWorkers({ CAPKIT_WORKERS: '' })).toBe(2);
    expect(suiteWorkers({ CAPKIT_WORKERS: '1' })).toBe(1);
    expect(suiteWorkers({ CAPKIT_WORKERS: '6' })).toBe(6);
  });

  test('anything but a positive integer is a usage error naming the variable and the value', () => {
    for (const bad of ['0', '-1', '1.5', 'two', ' ']) {
      expect(() => suiteWorkers({ CAPKIT_WORKERS: bad })).toThrow(`CAPKIT_WORKERS must be a positive integer (got ${JSON.stringify(bad)})`);
    }
  });

  test('the shared settings take it', () => {
    const saved = process.env.CAPKIT_WORKERS;
    process.env.CAPKIT_WORKERS = '3';
    try {
      expect(suiteVitestOptions({}).maxWorkers).toBe(3);
    } finally {
      if (saved === undefined) delete process.env.CAPKIT_WORKERS;
      else process.env.CAPKIT_WORKERS = saved;
    }
  });
});
