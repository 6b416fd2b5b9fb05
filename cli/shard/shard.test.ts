import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { fnv1a, inShard, parseShard, shardFromEnv, shardOfKey } from './shard.js';
import { fuzzShare } from './fuzz-share.js';

describe('parseShard', () => {
  test('reads i/n', () => {
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 });
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 });
  });

  test.each(['0/3', '4/3', '1/0', 'a/b', '1-3', '', '1/3/4'])('rejects %j with a message naming the option', (text) => {
    expect(() => parseShard(text)).toThrow(/--shard/);
  });

  test('the environment form names the variable', () => {
    expect(shardFromEnv({})).toBeUndefined();
    expect(shardFromEnv({ CAPKIT_SHARD: '3/4' })).toEqual({ index: 3, count: 4 });
    expect(() => shardFromEnv({ CAPKIT_SHARD: 'x' })).toThrow(/CAPKIT_SHARD/);
  });
});

describe('fnv1a', () => {
  test('is 32-bit FNV-1a (published test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('shard assignment', () => {
  test('every name belongs to exactly one of the n shards', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (name, count) => {
        const owners = Array.from({ length: count }, (_, i) => i + 1).filter((index) => inShard(name, { index, count }));
        expect(owners).toEqual([shardOfKey(name, count)]);
      }),
    );
  });

  test('no shard means everything is in', () => {
    expect(inShard('anything', undefined)).toBe(true);
  });

  test('names spread over the shards (no shard is left empty by 200 test names)', () => {
    const names = Array.from({ length: 200 }, (_, i) => `suite > [PERMIT-${String(i).padStart(3, '0')}] case ${i}`);
    for (let index = 1; index <= 4; index += 1) {
      expect(names.filter((n) => inShard(n, { index, count: 4 })).length).toBeGreaterThan(20);
    }
  });
});

describe('fuzzShare', () => {
  test('seeds are base + i - 1: disjoint across shards', () => {
    expect([1, 2, 3].map((index) => fuzzShare({ index, count: 3 }, 100, 10).seed)).toEqual([100, 101, 102]);
  });

  test('runs are split so the shares add up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 50 }), (total, count) => {
        const shares = Array.from({ length: count }, (_, i) => fuzzShare({ index: i + 1, count }, 0, total).runs!);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('a time-bounded campaign gives every shard the whole time (no run count)', () => {
    expect(fuzzShare({ index: 2, count: 2 }, 7, undefined)).toEqual({ seed: 8 });
  });
});
