import { describe, test, expect } from 'vitest';
import { formatDuration, parseTimeout } from './timeout-option.js';

describe('--timeout', () => {
  test('a duration in the kit\'s one style', () => {
    expect(parseTimeout('30s')).toBe(30_000);
    expect(parseTimeout('1500ms')).toBe(1500);
    expect(parseTimeout('2m')).toBe(120_000);
  });
  test('a bare number, a word, zero, more than an hour, or the option given twice: a usage error naming --timeout', () => {
    for (const bad of ['10', 'soon', '0s', '2h', ['1s', '2s']]) expect(() => parseTimeout(bad), JSON.stringify(bad)).toThrow(/--timeout/);
  });
  test('limits are shown in the same style', () => {
    expect([2000, 1500, 120_000, 90_000].map(formatDuration)).toEqual(['2s', '1500ms', '2m', '90s']);
  });
});
