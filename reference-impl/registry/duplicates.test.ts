import { describe, test, expect } from 'vitest';
import { findDuplicates } from './duplicates.js';

describe('findDuplicates (REGISTRY-019)', () => {
  test('names the qualifiedName and both sources', () => {
    const problems = findDuplicates([
      { qualifiedName: 'echo', source: 'tools/echo/index.ts' },
      { qualifiedName: 'other', source: 'tools/other/index.ts' },
      { qualifiedName: 'echo', source: 'addTool:echo' },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.code).toBe('duplicate-name');
    for (const part of ['"echo"', 'tools/echo/index.ts', 'addTool:echo']) expect(problems[0]!.message).toContain(part);
  });
  test('distinct names, however similar, are fine', () => {
    expect(findDuplicates([{ qualifiedName: 'a_b', source: 'x' }, { qualifiedName: 'a__b', source: 'y' }, { qualifiedName: 'a-b', source: 'z' }])).toEqual([]);
  });
});
