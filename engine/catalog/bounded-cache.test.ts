import { expect, test } from 'vitest';
import { BoundedCache, ForgetfulCache } from './bounded-cache.js';

test('keeps at most its capacity, pushing out the least recently used key; a kept key is not built again', () => {
  const cache = new BoundedCache<string, number>(2);
  let built = 0;
  const get = (k: string) => cache.getOrMake(k, () => ++built);
  expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
  get('c'); // pushes out b (a was used more recently)
  expect(cache.size).toBe(2);
  expect(get('a')).toBe(1);
  expect(get('b')).toBe(4);
  expect(built).toBe(4);
});

test('a forgetful cache keeps at most its capacity, forgetting all at once; a kept key is not built again', () => {
  const cache = new ForgetfulCache<string, number>(2);
  let built = 0;
  const get = (k: string) => cache.getOrMake(k, () => ++built);
  expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
  expect(get('c')).toBe(3); // full: a and b are forgotten
  expect(cache.size).toBe(1);
  expect([get('c'), get('a')]).toEqual([3, 4]);
  expect(built).toBe(4);
});
