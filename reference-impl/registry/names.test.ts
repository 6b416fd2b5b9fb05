import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import { joinQualifiedName, lengthProblem, MAX_QUALIFIED_NAME, SEGMENT, segmentProblem } from './names.js';

describe('segment rule (spec/registry.md REGISTRY-008)', () => {
  test.each(['get-weather', 'a_b', 'v2', 'a', '0', 'a-b_c-d'])('%j is valid', (s) => {
    expect(segmentProblem(s)).toBeUndefined();
  });
  test.each(['Get', 'a__b', '-a', 'a-', 'a_', '_a', 'a b', '', 'a--b', 'a-_b', 'é', 'a/b'])('%j is invalid, with a reason naming it', (s) => {
    expect(segmentProblem(s)).toMatch(new RegExp(JSON.stringify(s).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  });
  test('"__" is explained as reserved', () => {
    expect(segmentProblem('a__b')).toContain('reserved');
  });
  test('non-strings are invalid, not a crash', () => {
    expect(segmentProblem(5)).toContain('string');
    expect(segmentProblem(null)).toContain('string');
  });
});

describe('join (REGISTRY-007)', () => {
  test('root tools keep their local name; each owner segment adds one "__"', () => {
    expect(joinQualifiedName([], 'echo')).toBe('echo');
    expect(joinQualifiedName(['maps'], 'get-weather')).toBe('maps__get-weather');
    expect(joinQualifiedName(['maps', 'reviewer', 'review'], 'check')).toBe('maps__reviewer__review__check');
  });
});

describe('length cap (REGISTRY-009)', () => {
  test('64 characters are fine, 65 are not', () => {
    expect(MAX_QUALIFIED_NAME).toBe(64);
    expect(lengthProblem('a'.repeat(64))).toBeUndefined();
    expect(lengthProblem('a'.repeat(65))).toContain('65');
  });
});

describe('injectivity (REGISTRY-010)', () => {
  const segment = fc.stringMatching(/^[a-z0-9]{1,3}([_-][a-z0-9]{1,3}){0,2}$/);
  const pair = fc.tuple(fc.array(segment, { maxLength: 3 }), segment);

  test('distinct (ownerPath, name) pairs of valid segments never share a qualifiedName', () => {
    fc.assert(
      fc.property(pair, pair, ([p1, n1], [p2, n2]) => {
        fc.pre(JSON.stringify([p1, n1]) !== JSON.stringify([p2, n2]));
        expect(joinQualifiedName(p1, n1)).not.toBe(joinQualifiedName(p2, n2));
      }),
      { numRuns: 2000 },
    );
  });

  test('the join splits back into the same segments', () => {
    fc.assert(
      fc.property(pair, ([path, name]) => {
        expect(joinQualifiedName(path, name).split('__')).toEqual([...path, name]);
      }),
    );
  });

  test('a segment holding "__" would break it, which is why the rule forbids it', () => {
    expect(joinQualifiedName([], 'maps__get')).toBe(joinQualifiedName(['maps'], 'get'));
    expect(segmentProblem('maps__get')).toBeDefined();
  });
});
