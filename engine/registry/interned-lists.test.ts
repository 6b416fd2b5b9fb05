import { describe, expect, test } from 'vitest';
import { InternedLists } from './interned-lists.js';

describe('interned lists: one frozen copy per distinct list', () => {
  test('equal lists give one array, a frozen copy of the first', () => {
    const lists = new InternedLists();
    const given = ['qq', 'discord'];
    const a = lists.of(given);
    expect(a).toEqual(['qq', 'discord']);
    expect(a).not.toBe(given);
    expect(Object.isFrozen(a)).toBe(true);
    given.push('telegram');
    expect(a).toEqual(['qq', 'discord']);
    expect(lists.of(['qq', 'discord'])).toBe(a);
    expect(lists.size).toBe(1);
  });
  test('order, prefixes, the empty list and joined texts are other lists', () => {
    const lists = new InternedLists();
    const seen = [[], ['a'], ['a', 'b'], ['b', 'a'], ['a,b'], ['a', 'b', 'c'], ['']].map((l) => lists.of(l));
    expect(new Set(seen).size).toBe(7);
    expect(seen.map((l) => [...l])).toEqual([[], ['a'], ['a', 'b'], ['b', 'a'], ['a,b'], ['a', 'b', 'c'], ['']]);
    expect(lists.of([])).toBe(seen[0]);
    expect(lists.of(['a'])).toBe(seen[1]);
    expect(lists.size).toBe(7);
  });
  test('past its bound it forgets every list and starts again', () => {
    const lists = new InternedLists(2);
    const a = lists.of(['a']);
    lists.of(['b']);
    expect(lists.size).toBe(2);
    expect(lists.of(['a'])).toBe(a);
    lists.of(['c']);
    expect(lists.size).toBe(1);
    const again = lists.of(['a']);
    expect(again).toEqual(['a']);
    expect(again).not.toBe(a);
    expect(lists.size).toBe(2);
  });
});
