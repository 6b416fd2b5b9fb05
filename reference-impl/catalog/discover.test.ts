import { describe, expect, test } from 'vitest';
import type { SearchEntry } from './discover.js';
import { discoverIn, queryOf, rankOf } from './discover.js';

const tool = (name: string, description = ''): SearchEntry => ({ kind: 'tool', name, description });
const skill = (name: string, description = ''): SearchEntry => ({ kind: 'skill', name, description });

describe('rank (spec/catalog.md, CATALOG-009)', () => {
  test.each([
    ['weather', 'weather', '', 1], // the exact name: first among the names it starts (names are lowercase)
    ['Weather', 'weather', '', 1], // lower(n) starts with lower(q)
    ['weat', 'weather', '', 1],
    ['ather', 'weather', '', 2],
    ['get forecast', 'maps__get', 'the forecast for a city', 3],
    ['get  forecast', 'maps__get', 'the forecast for a city', 3], // an empty term occurs everywhere
    ['GET City', 'maps__get', 'the forecast for a city', 3],
    ['get rain', 'maps__get', 'the forecast for a city', undefined],
    ['nothing', 'weather', 'sun', undefined],
  ] as const)('q=%j, n=%j, d=%j → %s', (q, n, d, rank) => {
    expect(rankOf(queryOf(q), n, d)).toBe(rank);
  });
});

describe('discoverIn', () => {
  const entries = [
    tool('maps__weather', 'Weather for a city'),
    tool('weather', 'the exact one'),
    skill('weather', 'a skill with the same name'),
    tool('weather-alerts', 'alerts'),
    tool('news', 'headlines, incl. weather'),
    tool('stock', 'prices'),
  ];
  test('orders by rank, then name, then tool before skill; cut to K', () => {
    // rank 1: tool and skill weather (tool first: listed first, and the sort is stable), then weather-alerts; rank 2: maps__weather; rank 3: news.
    expect(discoverIn(entries, 'weather', 10)).toEqual([
      { kind: 'tool', name: 'weather' },
      { kind: 'skill', name: 'weather' },
      { kind: 'tool', name: 'weather-alerts' },
      { kind: 'tool', name: 'maps__weather' },
      { kind: 'tool', name: 'news' },
    ]);
    expect(discoverIn(entries, 'weather', 2)).toEqual([{ kind: 'tool', name: 'weather' }, { kind: 'skill', name: 'weather' }]);
  });
  test('ties of one rank go by code-unit order of the name', () => {
    expect(discoverIn([tool('b_x'), tool('B_x'), tool('a_x')], 'x', 5).map((r) => r.name)).toEqual(['B_x', 'a_x', 'b_x']);
  });
  test('an empty or whitespace query, or K = 0, finds nothing', () => {
    expect(discoverIn(entries, '', 5)).toEqual([]);
    expect(discoverIn(entries, ' \t\n', 5)).toEqual([]);
    expect(discoverIn(entries, 'weather', 0)).toEqual([]);
  });
  test('deterministic whatever the input order of distinct names', () => {
    const distinct = entries.filter((e) => e.kind === 'tool');
    expect(discoverIn([...distinct].reverse(), 'a', 4)).toEqual(discoverIn(distinct, 'a', 4));
  });
});
