import { describe, expect, test } from 'vitest';
import { describeDifference, firstDifference } from './first-difference.js';

describe('firstDifference', () => {
  test('a contained answer has none (extra keys allowed)', () => {
    expect(firstDifference({ valid: true, diagnostics: [] }, { valid: true })).toBeUndefined();
    expect(firstDifference([{ a: 1, b: 2 }], [{ a: 1 }])).toBeUndefined();
  });
  test('names the first differing place with both values', () => {
    expect(firstDifference({ allowed: true }, { allowed: false })).toEqual({ path: '.allowed', expected: false, actual: true });
    expect(firstDifference({ tools: [{ name: 'a' }, { name: 'b' }] }, { tools: [{ name: 'a' }, { name: 'c' }] })).toEqual({ path: '.tools[1].name', expected: 'c', actual: 'b' });
    expect(firstDifference({}, { 'odd key': 1 })).toEqual({ path: '["odd key"]', expected: 1, actual: undefined });
  });
  test('arrays must have the same length', () => {
    expect(firstDifference({ xs: [1, 2] }, { xs: [1] })).toEqual({ path: '.xs', expected: [1], actual: [1, 2] });
  });
  test('reads as one sentence in the kit\'s words', () => {
    expect(describeDifference({ allowed: true }, { allowed: false })).toBe('at .allowed: expected false, host answered true');
    expect(describeDifference({}, { valid: false })).toBe('at .valid: expected false, host answered no `valid` field');
    expect(describeDifference({ generation: 1 }, { error: { code: 'invalid-config' } })).toBe('at .error: expected {"code":"invalid-config"}, host answered no `error` field');
    expect(describeDifference({ a: {} }, { a: { 'odd key': 1 } })).toBe('at .a["odd key"]: expected 1, host answered no `odd key` field');
    expect(describeDifference(1, 2)).toBeUndefined();
  });
});
