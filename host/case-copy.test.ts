import { describe, expect, test } from 'vitest';
import { copyCase } from './case-copy.js';

describe('copyCase', () => {
  test('copies objects and arrays, so changing the copy leaves the original as it was', () => {
    const original = { id: 'c', steps: [{ op: 'permit', permits: ['adapter(qq)'], message: { $channel: { id: 'g' } } }] };
    const copy = copyCase(original);
    expect(copy).toEqual(original);
    copy.steps[0]!.permits.push('user(x)');
    copy.steps[0]!.message.$channel.id = 'changed';
    copy.steps.push(copy.steps[0]!);
    expect(original).toEqual({ id: 'c', steps: [{ op: 'permit', permits: ['adapter(qq)'], message: { $channel: { id: 'g' } } }] });
  });

  test('keeps a "__proto__" key an own key, and the copy an ordinary object', () => {
    const original = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = copyCase(original);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  test('what structuredClone refuses is refused (functions, symbols); what it copies is copied (cycles, deep values)', () => {
    expect(() => copyCase({ run: () => 1 })).toThrow();
    expect(() => copyCase([Symbol('s')])).toThrow();
    const cycle: Record<string, unknown> = { name: 'c' };
    cycle.self = cycle;
    const copied = copyCase(cycle);
    expect(copied).not.toBe(cycle);
    expect(copied.self).toBe(copied);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2_000; i++) deep = [deep];
    let level = copyCase(deep);
    for (let i = 0; i < 2_000; i++) level = (level as unknown[])[0];
    expect(level).toBe('bottom');
  });
});
