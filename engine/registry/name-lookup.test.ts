// A generation's lookup from the places of its names: it answers as a Map of the same list would.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NameLookup } from './name-lookup.js';

describe('NameLookup', () => {
  test('get, has, size, keys, values, entries and forEach: those of a Map built from the list', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 }), fc.constantFrom('a', 'c', 'z'), (names, asked) => {
      const list = names.map((name, i) => ({ name, i }));
      const lookup = new NameLookup(new Map(names.map((n, i) => [n, i])), list);
      const map = new Map<string, { name: string; i: number }>(list.map((e) => [e.name, e]));
      expect([lookup.get(asked), lookup.has(asked), lookup.size]).toEqual([map.get(asked), map.has(asked), map.size]);
      expect([[...lookup.keys()], [...lookup.values()], [...lookup.entries()], [...lookup]]).toEqual([[...map.keys()], [...map.values()], [...map.entries()], [...map]]);
      const seen: unknown[] = [];
      lookup.forEach(function (this: unknown, value, key, self) { seen.push([value, key, self === lookup, this]); }, 'this');
      expect(seen).toEqual([...map].map(([key, value]) => [value, key, true, 'this']));
    }));
  });
});
