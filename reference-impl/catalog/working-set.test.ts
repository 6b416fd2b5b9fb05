import { describe, expect, test } from 'vitest';
import { EMPTY_SNAPSHOT, mergeInto, mostRecentFirst, snapshotOf, trim, WorkingSet } from './working-set.js';

const snap = (loaded: Record<string, number>, skills: string[] = []) => snapshotOf(new Map(Object.entries(loaded)), skills);

describe('trim: smallest stamp first (CATALOG-014)', () => {
  test('removes the oldest stamps until the limit holds, answering them oldest first', () => {
    const stamps = new Map([['c', 3], ['a', 7], ['b', 1], ['d', 5]]);
    // Limit 2 keeps the two newest (a:7, d:5); b (1) goes first, then c (3).
    expect(trim(stamps, 2)).toEqual(['b', 'c']);
    expect([...stamps.keys()].sort()).toEqual(['a', 'd']);
  });
  test('max 0 empties the set', () => {
    const stamps = new Map([['x', 1], ['y', 2]]);
    expect(trim(stamps, 0)).toEqual(['x', 'y']);
    expect(stamps.size).toBe(0);
  });
  test('at or under the limit nothing is removed', () => {
    expect(trim(new Map([['x', 1]]), 1)).toEqual([]);
  });
});

describe('a working set', () => {
  test('eviction order: least recently loaded-or-used goes first', () => {
    const w = new WorkingSet(EMPTY_SNAPSHOT);
    expect(w.stamp('a', 1, 3)).toEqual([]);
    expect(w.stamp('b', 2, 3)).toEqual([]);
    expect(w.stamp('c', 3, 3)).toEqual([]);
    // A use of a re-stamps it: b is now the least recent.
    expect(w.stamp('a', 4, 3)).toEqual([]);
    expect(w.stamp('d', 5, 3)).toEqual(['b']);
    expect(w.stamp('e', 6, 3)).toEqual(['c']);
    expect([...w.loaded.entries()].sort()).toEqual([['a', 4], ['d', 5], ['e', 6]]);
  });
  test('with max 0 a load evicts the tool itself', () => {
    const w = new WorkingSet(EMPTY_SNAPSHOT);
    expect(w.stamp('a', 1, 0)).toEqual(['a']);
    expect(w.loaded.size).toBe(0);
    // It was stamped in the turn all the same; the merge's own trim removes it again.
    expect([...w.stamped]).toEqual([['a', 1]]);
  });
  test('starts as a copy of the snapshot; the snapshot is not touched', () => {
    const session = snap({ a: 1 }, ['s']);
    const w = new WorkingSet(session);
    w.stamp('b', 2, 12);
    w.activate('t');
    expect(session).toEqual({ loaded: { a: 1 }, skills: ['s'] });
    expect([...w.loaded.keys()]).toEqual(['a', 'b']);
    expect([...w.skills]).toEqual(['s', 't']);
    // Activating a skill the session already had changes nothing the merge makes of it.
    w.activate('s');
    expect(mergeInto(session, w, 12).skills).toEqual(['s', 't']);
  });
});

describe('merge at endTurn', () => {
  test('two concurrent turns of one session: each keeps its newer stamps, then the limit holds', () => {
    const session = snap({ old: 1 });
    // Two turns start from the same snapshot; the case clock interleaves their stamps.
    const first = new WorkingSet(session);
    const second = new WorkingSet(session);
    first.stamp('a', 2, 3);
    second.stamp('b', 3, 3);
    first.stamp('old', 4, 3);
    second.stamp('c', 5, 3);
    const afterFirst = mergeInto(session, first, 3);
    expect(afterFirst.loaded).toEqual({ old: 4, a: 2 });
    const afterBoth = mergeInto(afterFirst, second, 3);
    // old:4, a:2, b:3, c:5 → the limit 3 drops a (2): the second turn never saw old's re-stamp, yet it stays 4.
    expect(afterBoth.loaded).toEqual({ old: 4, b: 3, c: 5 });
    expect(mostRecentFirst(afterBoth)).toEqual(['c', 'old', 'b']);
  });
  test('a session stamp newer than the turn\'s is kept (max, not last write)', () => {
    const turn = new WorkingSet(snap({}));
    turn.stamp('a', 2, 12);
    expect(mergeInto(snap({ a: 9 }), turn, 12).loaded).toEqual({ a: 9 });
  });
  test('activated skills are added, sorted; never counted nor evicted', () => {
    const turn = new WorkingSet(snap({}, ['m']));
    turn.activate('z');
    turn.activate('a');
    expect(mergeInto(snap({}, ['m']), turn, 0)).toEqual({ loaded: {}, skills: ['a', 'm', 'z'] });
  });
});

test('mostRecentFirst orders by stamp, newest first', () => {
  expect(mostRecentFirst(snap({ a: 2, b: 10, c: 7 }))).toEqual(['b', 'c', 'a']);
  expect(mostRecentFirst(EMPTY_SNAPSHOT)).toEqual([]);
});
