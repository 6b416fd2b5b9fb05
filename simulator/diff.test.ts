import { describe, expect, test } from 'vitest';
import { describeDivergence, firstDivergence } from './diff.js';

describe('firstDivergence', () => {
  test('identical transcripts have none', () => {
    expect(firstDivergence('a\nb\n', 'a\nb\n')).toBeUndefined();
  });
  test('names the first differing line (1-based) with both lines', () => {
    expect(firstDivergence('a\nb\nc\n', 'a\nB\nC\n')).toEqual({ line: 2, expected: 'b', actual: 'B' });
  });
  test('a shorter actual transcript diverges where it ends', () => {
    expect(firstDivergence('a\nb\n', 'a\n')).toEqual({ line: 2, expected: 'b', actual: undefined });
    expect(firstDivergence('a\n', 'a\nextra\n')).toEqual({ line: 2, expected: undefined, actual: 'extra' });
  });
  test('nothing is normalised: trailing space and a missing final newline diverge', () => {
    expect(firstDivergence('a\n', 'a \n')).toEqual({ line: 1, expected: 'a', actual: 'a ' });
    expect(firstDivergence('a\n', 'a')?.line).toBe(1);
    expect(firstDivergence('a\r\n', 'a\n')?.line).toBe(1);
  });
  test('the description shows the line number and both lines', () => {
    const text = describeDivergence({ line: 3, expected: '{"t":2}', actual: undefined });
    expect(text).toContain('line 3');
    expect(text).toContain('expected: {"t":2}');
    expect(text).toContain('actual:   (end of transcript)');
  });
});
