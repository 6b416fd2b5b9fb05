import { describe, expect, test } from 'vitest';
import { findDuplicates } from '../../reference-impl/registry/duplicates.js';
import { keptDuplicates } from './kept-duplicates.js';

const named = (pairs: Array<[string, string]>) => pairs.map(([qualifiedName, source]) => ({ qualifiedName, source }));

describe('duplicates kept from the last commits (REGISTRY-019)', () => {
  test('an equal list is answered as before; a list that differs in a name or a source is asked again', () => {
    let asks = 0;
    const duplicates = keptDuplicates((entries) => (asks++, findDuplicates(entries)));
    const list = named([['a', 'x/a'], ['b', 'x/b'], ['a', 'y/a']]);
    const first = duplicates(list);
    expect(first.map((p) => p.message)).toEqual(['duplicate name "a": defined by x/a and by y/a']);
    expect(duplicates(named([['a', 'x/a'], ['b', 'x/b'], ['a', 'y/a']]))).toEqual(first);
    expect(asks).toBe(1);
    expect(duplicates(named([['a', 'x/a'], ['b', 'x/b'], ['a', 'z/a']])).map((p) => p.source)).toEqual(['z/a']);
    expect(duplicates(named([['a', 'x/a'], ['b', 'x/b'], ['c', 'y/a']]))).toEqual([]);
    expect(duplicates(named([['a', 'x/a'], ['b', 'x/b']]))).toEqual([]);
    expect(asks).toBe(4);
  });

  test('what it answers is the caller\'s to keep: changing it changes no later answer', () => {
    const duplicates = keptDuplicates(findDuplicates);
    const list = named([['a', 'x/a'], ['a', 'y/a']]);
    duplicates(list).length = 0;
    expect(duplicates(list)).toHaveLength(1);
  });

  test('an equal list is answered from memory, a duplicate included', () => {
    let asked = 0;
    const duplicates = keptDuplicates((entries) => (asked++, findDuplicates(entries)));
    duplicates(named([['a', 'x/a'], ['a', 'y/a']]));
    expect(duplicates(named([['a', 'x/a'], ['a', 'y/a']]))).toHaveLength(1);
    expect(asked).toBe(1);
  });

});
