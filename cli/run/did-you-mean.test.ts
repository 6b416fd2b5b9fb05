import { describe, expect, test } from 'vitest';
import { closest, didYouMean, editDistance } from './did-you-mean.js';

const AREAS = ['permits', 'access', 'registry', 'turns', 'catalog'];

describe('did you mean', () => {
  test('edit distance counts single-character edits', () => {
    expect(editDistance('permit', 'permits')).toBe(1);
    expect(editDistance('turns', 'trns')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
  test('suggests a near name, case-insensitively, and nothing for a far one', () => {
    expect(closest('permit', AREAS)).toBe('permits');
    expect(closest('Acess', AREAS)).toBe('access');
    expect(closest('catalogue', AREAS)).toBe('catalog');
    expect(closest('nonsense', AREAS)).toBeUndefined();
    expect(didYouMean('registy', AREAS)).toBe(' (did you mean registry?)');
    expect(didYouMean('zzz', AREAS)).toBe('');
  });
});
