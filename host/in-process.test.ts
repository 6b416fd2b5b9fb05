import { describe, test, expect } from 'vitest';
import { isAbsolute, join, relative } from 'node:path';
import { connectInProcess, connectModule } from './in-process.js';
import { HostStartError } from './host-start-error.js';
import type { Case, InProcessHost } from './protocol.js';

const HELLO = { protocol: 1, implementation: { name: 't', version: '1', language: 'typescript' }, areas: ['permits'] };
const tc: Case = { id: 'permits/t', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'adapter(qq)' }] };
const fast = { timeoutMs: 200 };

function host(run: InProcessHost['run'], hello: InProcessHost['hello'] = () => HELLO): InProcessHost {
  return { hello, run };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('in-process outcomes', () => {
  test('results come back as ok', async () => {
    const c = await connectInProcess(host(() => ({ results: [{ valid: true }] })), fast);
    expect(c.hello).toEqual(HELLO);
    expect(await c.run(tc)).toEqual({ kind: 'ok', results: [{ valid: true }] });
    expect(c.log()).toBe('');
  });
  test('a promise that never settles → timeout', async () => {
    const c = await connectInProcess(host(() => new Promise(() => {})), fast);
    const started = Date.now();
    const outcome = await c.run(tc);
    expect(outcome.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
  test('the multiplier scales the case timeout', async () => {
    const slow = host(() => new Promise((r) => setTimeout(() => r({ results: [{ valid: true }] }), 300)));
    expect((await (await connectInProcess(slow, fast)).run(tc)).kind).toBe('timeout');
    expect((await (await connectInProcess(slow, { ...fast, timeoutMultiplier: 5 })).run(tc)).kind).toBe('ok');
  });
  test('a thrown exception (sync or async) → crash with its message', async () => {
    const sync = await connectInProcess(host(() => { throw new Error('kaboom'); }), fast);
    const outcome = await sync.run(tc);
    expect(outcome).toEqual({ kind: 'crash', message: 'run() threw: kaboom' });
    const async = await connectInProcess(host(async () => Promise.reject(new Error('later'))), fast);
    expect(await async.run(tc)).toEqual({ kind: 'crash', message: 'run() threw: later' });
  });
  test('garbage answers → protocol', async () => {
    for (const garbage of [42, null, 'ok', [], { result: [] }, { results: 'no' }, { results: [1] }]) {
      const c = await connectInProcess(host(() => garbage as never), fast);
      expect((await c.run(tc)).kind).toBe('protocol');
    }
  });
  test('wrong number of results → protocol', async () => {
    const c = await connectInProcess(host(() => ({ results: [{ valid: true }, { valid: true }] })), fast);
    const outcome = await c.run(tc);
    expect(outcome.kind === 'protocol' && outcome.message).toContain('1 steps, got 2 results');
  });
  test('errored and skipped map to their outcomes', async () => {
    const e = await connectInProcess(host(() => ({ errored: true, message: 'db down' })), fast);
    expect(await e.run(tc)).toEqual({ kind: 'errored', message: 'db down' });
    const s = await connectInProcess(host(() => ({ skipped: true, reason: 'no permits' })), fast);
    expect(await s.run(tc)).toEqual({ kind: 'skipped', reason: 'no permits' });
  });
  test('schema validation only when asked', async () => {
    const wrongShape = host(() => ({ results: [{ allowed: true }] }));
    expect((await (await connectInProcess(wrongShape, fast)).run(tc)).kind).toBe('ok');
    const outcome = await (await connectInProcess(wrongShape, { ...fast, validateProtocol: true })).run(tc);
    expect(outcome.kind === 'protocol' && outcome.message).toContain("must have required property 'valid'");
  });
  test('the host gets a deep copy: mutating it cannot touch the kit’s case', async () => {
    const original = structuredClone(tc);
    const c = await connectInProcess(
      host((received) => {
        received.id = 'hijacked';
        (received.steps[0] as unknown as { permit: string }).permit = 'mutated';
        return { results: [{ valid: true }] };
      }),
      fast,
    );
    await c.run(tc);
    expect(tc).toEqual(original);
  });
});

describe('in-process hello', () => {
  test('protocol 2 is refused naming both versions', async () => {
    const e = await rejection(connectInProcess(host(() => ({ results: [] }), () => ({ ...HELLO, protocol: 2 })), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toMatch(/protocol 2.*protocol 1/);
  });
  test('hello that throws or hangs is a HostStartError', async () => {
    const thrown = await rejection(connectInProcess(host(() => ({ results: [] }), () => { throw new Error('no config'); }), fast));
    expect(thrown.message).toContain('no config');
    const hung = await rejection(connectInProcess(host(() => ({ results: [] }), () => new Promise(() => {})), { ...fast, helloTimeoutMs: 100 }));
    expect(hung).toBeInstanceOf(HostStartError);
    expect(hung.message).toContain('100 ms');
  });
  test('a malformed hello names the field', async () => {
    const e = await rejection(connectInProcess(host(() => ({ results: [] }), () => ({ protocol: 1, areas: [] }) as never), fast));
    expect(e.message).toContain("must have required property 'implementation'");
  });
});

describe('connectModule', () => {
  const fakes = join(import.meta.dirname, '..', 'selftest', 'fakes');
  test('imports a module by absolute path and runs it', async () => {
    const c = await connectModule(join(fakes, 'module-host.mjs'), fast);
    expect(c.hello.implementation.name).toBe('fake');
    expect(await c.run(tc)).toEqual({ kind: 'ok', results: [{ valid: false }] });
    await c.close();
    expect((await c.run(tc)).kind).toBe('crash');
  });
  test('a cwd-relative path works', async () => {
    const path = relative(process.cwd(), join(fakes, 'module-host.mjs'));
    expect(isAbsolute(path)).toBe(false);
    const c = await connectModule(path, fast);
    expect(c.hello.protocol).toBe(1);
  });
  test('a default export without run() is refused clearly', async () => {
    const e = await rejection(connectModule(join(fakes, 'module-bad-export.mjs'), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('default export must be an object with hello() and run(case)');
  });
  test('a missing module names the path', async () => {
    const e = await rejection(connectModule(join(fakes, 'no-such-module.mjs'), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('no-such-module.mjs');
  });
});
