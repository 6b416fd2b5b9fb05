import { describe, test, expect } from 'vitest';
import type { Case } from '../host/protocol.js';
import { kitVersion } from '../spec/paths.js';
import referenceHost, { createReferenceHost } from './host.js';

const run = (c: Omit<Partial<Case>, 'steps'> & { steps: unknown[] }) => referenceHost.run({ id: 't', area: 'permits', setup: {}, ...c } as Case);

describe('hello', () => {
  test('names the reference, the kit version and its areas', async () => {
    expect(await referenceHost.hello()).toEqual({
      protocol: 1,
      implementation: { name: 'capkit-reference', version: kitVersion, language: 'typescript' },
      areas: ['permits', 'access', 'registry', 'turns', 'catalog'],
      features: ['catalog.tools.digest'],
    });
  });
  test('declares no feature where it is told none', async () => {
    expect('features' in (await createReferenceHost({ features: [] }).hello())).toBe(false);
    expect('features' in (await createReferenceHost({ dispatch: { permits: {} }, features: [] }).hello())).toBe(false);
  });
});

describe('run: one result per step', () => {
  test('permits area', async () => {
    const answer = await run({
      setup: { platformGrants: { qq: { u1: ['admin'] } } },
      steps: [
        { op: 'permit', permits: [], message: null },
        { op: 'permit', permits: ['adapter(qq)'], message: { $adapter: 'qq' } },
        { op: 'permit', permits: ['adapter(qq)'], message: null },
        { op: 'permit', permits: ['platform(qq,admin)'], message: { $adapter: 'qq', $sender: { id: 'u1' } } },
        { op: 'lint', permit: 'role(master|trusted|user)' },
        { op: 'lint', permit: 'role(master)' },
      ],
    });
    expect(answer).toEqual({
      results: [{ allowed: true }, { allowed: true }, { allowed: false }, { allowed: true }, { valid: false }, { valid: true }],
    });
  });

  test('access area', async () => {
    const answer = await run({
      area: 'access',
      steps: [
        { op: 'access', tool: { hidden: true }, message: { $adapter: 'qq' } },
        { op: 'access', tool: { scopes: ['private'] }, message: { $adapter: 'qq' } },
        { op: 'access', tool: { platforms: ['qq'] }, message: null },
      ],
    });
    expect(answer).toEqual({
      results: [
        { listed: false, callable: true },
        { listed: true, callable: true },
        { listed: false, callable: false },
      ],
    });
  });

  test('each case starts fresh: grants of one case do not leak into the next', async () => {
    const step = { op: 'permit', permits: ['platform(qq,admin)'], message: { $adapter: 'qq', $sender: { id: 'u1' } } };
    expect(await run({ setup: { platformGrants: { qq: { u1: ['admin'] } } }, steps: [step] })).toEqual({ results: [{ allowed: true }] });
    expect(await run({ steps: [step] })).toEqual({ results: [{ allowed: false }] });
  });
});

describe('errors and skips', () => {
  const errorOf = async (step: unknown, area = 'permits') => {
    const answer = await run({ area, steps: [step] });
    if (!('results' in answer)) throw new Error(`expected results, got ${JSON.stringify(answer)}`);
    return answer.results[0] as { error?: { code: string; message: string } };
  };

  test.each<[unknown, string, string, string?]>([
    [{ op: 'frobnicate' }, 'unknown-op', 'frobnicate'],
    [{ op: 'access', tool: {}, message: null }, 'unknown-op', 'access'],
    [{ op: 'permit', message: null }, 'bad-step', '"permits"'],
    [{ op: 'permit', permits: 'adapter(qq)', message: null }, 'bad-step', '"permits"'],
    [{ op: 'permit', permits: [] }, 'bad-step', '"message"'],
    [{ op: 'permit', permits: [], message: 'qq' }, 'bad-step', '"message"'],
    [{ op: 'lint' }, 'bad-step', '"permit"'],
    [{ op: 'lint', permit: 5 }, 'bad-step', '"permit"'],
    [{ op: 'access', message: null }, 'bad-step', '"tool"', 'access'],
    [{ op: 'access', tool: [], message: null }, 'bad-step', '"tool"', 'access'],
  ])('%j → %s naming %s', async (step, code, named, area) => {
    const result = await errorOf(step, area);
    expect(result.error?.code).toBe(code);
    expect(result.error?.message).toContain(named);
  });

  test('a setup that breaks its schema answers bad-setup on every step (PROTOCOL-006)', async () => {
    const step = { op: 'permit', permits: ['platform(qq,admin)'], message: { $adapter: 'qq', $sender: { id: 'u1' } } };
    for (const setup of [{ platformGrants: 'qq' }, { platformGrants: { qq: { u1: 'admin' } } }, { other: 1 }]) {
      const answer = await run({ setup: setup as Record<string, unknown>, steps: [step, { op: 'lint', permit: 'group()' }] });
      expect(answer).toEqual({ results: [0, 1].map(() => ({ error: { code: 'bad-setup', message: expect.any(String) } })) });
    }
  });

  test('a megabyte of hostile permits answers', async () => {
    const answer = await run({ steps: [{ op: 'permit', permits: ['('.repeat(1 << 20), ','.repeat(1 << 20)], message: { $adapter: 'qq' } }] });
    expect(answer).toEqual({ results: [{ allowed: false }] });
  });
});
