import { describe, test, expect } from 'vitest';
import { join } from 'node:path';
import { connect, hostSpecFromEnv, HostSpecError } from './connect.js';

describe('hostSpecFromEnv', () => {
  test('reads the spec and options', () => {
    const env = { CAPKIT_HOST: '{"kind":"command","command":"python3 h.py","cwd":"/tmp"}', CAPKIT_TIMEOUT_MULTIPLIER: '2.5', CAPKIT_VALIDATE_PROTOCOL: '1' };
    expect(hostSpecFromEnv(env)).toEqual({
      spec: { kind: 'command', command: 'python3 h.py', cwd: '/tmp' },
      options: { timeoutMultiplier: 2.5, validateProtocol: true },
    });
    expect(hostSpecFromEnv({ CAPKIT_HOST: '{"kind":"module","path":"./h.js"}' })).toEqual({ spec: { kind: 'module', path: './h.js' }, options: {} });
  });
  test('missing, malformed or incomplete CAPKIT_HOST is a clear error', () => {
    expect(() => hostSpecFromEnv({})).toThrow(/CAPKIT_HOST is not set/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST: '{kind:' })).toThrow(/CAPKIT_HOST is not valid JSON/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST: '[]' })).toThrow(/must be a JSON object/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST: '{"kind":"socket"}' })).toThrow(/CAPKIT_HOST.kind must be "module" or "command", got "socket"/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST: '{"kind":"command"}' })).toThrow(/CAPKIT_HOST.command/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST: '{"kind":"module","path":""}' })).toThrow(HostSpecError);
  });
  test('bad multiplier or validate flag is a clear error', () => {
    const CAPKIT_HOST = '{"kind":"module","path":"h.js"}';
    expect(() => hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_TIMEOUT_MULTIPLIER: 'fast' })).toThrow(/CAPKIT_TIMEOUT_MULTIPLIER must be a positive number, got "fast"/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_TIMEOUT_MULTIPLIER: '0' })).toThrow(/positive/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_VALIDATE_PROTOCOL: 'yes' })).toThrow(/CAPKIT_VALIDATE_PROTOCOL/);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_TIMEOUT_MULTIPLIER: '1e6' })).toThrow(/CAPKIT_TIMEOUT_MULTIPLIER must be at most 214748\.364/);
  });
  test('CAPKIT_HELLO carries the run hello that fixes every connection, and must be a hello', () => {
    const CAPKIT_HOST = '{"kind":"module","path":"h.js"}';
    const hello = { protocol: 1, implementation: { name: 'h', version: '1', language: 'x' }, areas: ['permits'] };
    expect(hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_HELLO: JSON.stringify(hello) }).options.expectedHello).toEqual(hello);
    expect(() => hostSpecFromEnv({ CAPKIT_HOST, CAPKIT_HELLO: '{"protocol":1}' })).toThrow(/CAPKIT_HELLO must be the run's first hello/);
  });
});

describe('connect', () => {
  const fakes = join(import.meta.dirname, '..', 'selftest', 'fakes');
  const tc = { id: 'access/t', area: 'access', setup: {}, steps: [{ op: 'access', tool: {}, message: null }] };
  test('dispatches a module spec to the in-process connection', async () => {
    const c = await connect({ kind: 'module', path: join(fakes, 'module-host.mjs') }, { timeoutMs: 1000 });
    expect(await c.run(tc)).toEqual({ kind: 'ok', results: [{ listed: false, callable: false }] });
    await c.close();
  });
  test('dispatches a command spec (with cwd) to the stdio connection', async () => {
    const c = await connect({ kind: 'command', command: `'${process.execPath}' shaped-ok.mjs`, cwd: fakes }, { timeoutMs: 2000 });
    expect(await c.run(tc)).toEqual({ kind: 'ok', results: [{ listed: false, callable: false }] });
    await c.close();
  });
});
