// PROTOCOL-001 at the connection: the first hello fixes the host and its areas; a later one that differs
// costs the next case a protocol outcome (never a silently smaller run).
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectCommand } from './stdio-client.js';
import { connectInProcess, connectModule } from './in-process.js';
import { helloDrift } from './hello-identity.js';
import { fakeCommand, fakeModule } from '../selftest/fakes/fake-command.js';
import type { HostConnection } from './connection.js';
import type { Case, HelloResponse } from './protocol.js';

const HELLO: HelloResponse = { protocol: 1, implementation: { name: 'fake', version: '0.0.0', language: 'javascript' }, areas: ['permits', 'access'] };
const oneStep: Case = { id: 'permits/drift', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] };
const fast = { timeoutMs: 2000, helloTimeoutMs: 10_000 };

const open: HostConnection[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('helloDrift', () => {
  test('the same host and the same set of areas, in any order, is no drift', () => {
    expect(helloDrift(HELLO, { ...HELLO, areas: ['access', 'permits'] })).toBeUndefined();
  });
  test('a changed area list or identity is named, later value first', () => {
    expect(helloDrift(HELLO, { ...HELLO, areas: ['permits'] })).toBe('areas ["permits"] instead of ["permits","access"]');
    expect(helloDrift(HELLO, { ...HELLO, implementation: { ...HELLO.implementation, version: '9' } })).toBe('implementation.version "9" instead of "0.0.0"');
  });
});

describe('a hello that differs after a restart', () => {
  test('stdio: the case after the restart is a PROTOCOL-001 protocol outcome, the fixed areas stay, and the next case runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-drift-'));
    dirs.push(dir);
    const c = await connectCommand(fakeCommand('drop-areas-after-restart', join(dir, 'marker')), fast);
    open.push(c);
    expect((await c.run(oneStep)).kind).toBe('crash'); // the first incarnation dies on its first case
    const drifted = await c.run(oneStep);
    expect(drifted).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-001' });
    expect(drifted.kind === 'protocol' && drifted.message).toContain('areas ["permits"] instead of ["permits","access"]');
    expect(c.hello.areas).toEqual(['permits', 'access']); // what the run tests does not shrink
    expect(await c.run(oneStep)).toEqual({ kind: 'ok', results: [{ valid: false }] });
    expect(c.restarts).toBe(1);
  });
});

describe("a connection whose first hello differs from the run's", () => {
  test('stdio: the connection reports the run hello, and its first case is a PROTOCOL-001 protocol outcome', async () => {
    const expectedHello = { ...HELLO, areas: ['permits', 'access', 'registry'] };
    const c = await connectCommand(fakeCommand('shaped-ok'), { ...fast, expectedHello });
    open.push(c);
    expect(c.hello).toEqual(expectedHello);
    expect(await c.run(oneStep)).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-001' });
    expect((await c.run(oneStep)).kind).toBe('ok');
  });
  test('in-process: the same', async () => {
    const expectedHello = { ...HELLO, implementation: { ...HELLO.implementation, name: 'other' } };
    const c = await connectModule(fakeModule('module-host'), { ...fast, expectedHello });
    open.push(c);
    expect(c.hello.implementation.name).toBe('other');
    const first = await c.run(oneStep);
    expect(first).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-001' });
    expect(first.kind === 'protocol' && first.message).toContain('implementation.name "fake" instead of "other"');
    expect((await c.run(oneStep)).kind).toBe('ok');
  });
  test('the same hello costs nothing', async () => {
    const c = await connectInProcess({ hello: () => HELLO, run: () => ({ results: [{ valid: true }] }) }, { ...fast, expectedHello: { ...HELLO, areas: ['access', 'permits'] } });
    open.push(c);
    expect((await c.run(oneStep)).kind).toBe('ok');
  });
});
