// A stdio host left healthy by one connection is the next connection's host (shareProcess), and only
// then: a host out of sync, another command, or a host that died while kept gets a fresh start. A host
// kept when the process ends is said bye to, whether the process exits or is ended by SIGTERM.
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { connectCommand, type StdioHostConnection, type StdioOptions } from './stdio-client.js';
import { fakeCommand } from '../selftest/fakes/fake-command.js';
import { alive, gone } from '../selftest/fakes/process-alive.js';
import type { Case } from './protocol.js';
import { kitRoot } from '../spec/paths.js';

const shared: StdioOptions = { timeoutMs: 2000, helloTimeoutMs: 5000, shareProcess: true };
const oneStep: Case = { id: 'permits/kept', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] };

async function used(command: string, options: StdioOptions = shared): Promise<{ pid: number | undefined; outcome: string; connection: StdioHostConnection }> {
  const connection = await connectCommand(command, options);
  const pid = connection.pid;
  const outcome = (await connection.run(oneStep)).kind;
  await connection.close();
  return { pid, outcome, connection };
}

describe('a host kept between connections', () => {
  test('the next connection of the same command takes over the healthy host; without shareProcess it starts its own', async () => {
    const command = fakeCommand('echo-ok', 'kept-1');
    const first = await used(command);
    expect(alive(first.pid)).toBe(true);
    const second = await used(command);
    expect(second).toMatchObject({ pid: first.pid, outcome: 'ok' });
    const own = await used(fakeCommand('echo-ok', 'kept-2'), { ...shared, shareProcess: false });
    expect(own.pid).not.toBe(first.pid);
    expect(await gone(own.pid)).toBe(true);
  });

  test('the connection that takes over a host counts seq on: the process never sees a seq twice', async () => {
    const command = fakeCommand('seq-once');
    const first = await used(command);
    const second = await used(command);
    expect(second).toMatchObject({ pid: first.pid, outcome: 'ok' });
  });

  test('a host whose stdout went out of sync is not kept: it is said bye to and the next connection starts another', async () => {
    const command = fakeCommand('garbage', 'kept-3');
    const first = await used(command);
    expect(first.outcome).toBe('protocol');
    const second = await connectCommand(command, shared);
    expect(second.pid).not.toBe(first.pid);
    await second.run(oneStep);
    await second.close();
  });

  test('another command or folder never takes the kept host', async () => {
    const first = await used(fakeCommand('echo-ok', 'kept-4'));
    const other = await used(fakeCommand('echo-ok', 'kept-5'));
    expect(other.pid).not.toBe(first.pid);
    const elsewhere = await used(fakeCommand('echo-ok', 'kept-4'), { ...shared, cwd: join(kitRoot, 'host') });
    expect(elsewhere.pid).not.toBe(first.pid);
  });

  test('a host that died while kept: the next connection starts a fresh one, and its first case is not a crash', async () => {
    const command = fakeCommand('echo-ok', 'kept-6');
    const first = await used(command);
    process.kill(-first.pid!, 'SIGKILL');
    expect(await gone(first.pid)).toBe(true);
    const second = await used(command);
    expect(second.pid).not.toBe(first.pid);
    expect(second.outcome).toBe('ok');
  });

  test('the kept host is checked against the run\'s first hello again: a drifted hello is the next case\'s PROTOCOL-001', async () => {
    const command = fakeCommand('echo-ok', 'kept-7');
    const expectedHello = { protocol: 1, implementation: { name: 'other', version: '1', language: 'x' }, areas: ['permits', 'access'] };
    const first = await used(command, { ...shared, expectedHello });
    const second = await connectCommand(command, { ...shared, expectedHello });
    expect(second.pid).toBe(first.pid);
    const outcome = await second.run(oneStep);
    await second.close();
    expect(outcome).toMatchObject({ kind: 'protocol', requirement: 'PROTOCOL-001' });
  });
});

/** Runs a node script that keeps a bye-only host, prints its pid, then ends the way `end` says. */
function keepAndEnd(end: 'exit' | 'sigterm'): Promise<{ hostPid: number; code: number | null; signal: string | null }> {
  const client = join(kitRoot, 'dist', 'host', 'stdio-client.js');
  const script = `
    const { connectCommand } = await import(${JSON.stringify(client)});
    const c = await connectCommand(${JSON.stringify(fakeCommand('bye-only'))}, { shareProcess: true, helloTimeoutMs: 10000 });
    const pid = c.pid;
    await c.close();
    process.stdout.write(pid + '\\n');
    if (${JSON.stringify(end)} === 'sigterm') setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      out += text;
      if (end === 'sigterm' && out.includes('\n')) child.kill('SIGTERM');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ hostPid: Number(out.trim()), code, signal }));
  });
}

/** Whether the host ended by itself; one that did not is killed, so a failing test leaves no process behind. */
async function goneOrKilled(pid: number): Promise<boolean> {
  if (await gone(pid)) return true;
  process.kill(-pid, 'SIGKILL');
  return false;
}

describe('a host kept when the process ends', () => {
  test('the process exits: the kept host is said bye to and ends (it would outlive the end of its stdin)', async () => {
    const { hostPid, code } = await keepAndEnd('exit');
    expect(code).toBe(0);
    expect(Number.isInteger(hostPid)).toBe(true);
    expect(await goneOrKilled(hostPid)).toBe(true);
  });

  test('the process is ended by SIGTERM (a worker of a suite run): bye is said, and SIGTERM still ends the process', async () => {
    const { hostPid, signal } = await keepAndEnd('sigterm');
    expect(signal).toBe('SIGTERM');
    expect(Number.isInteger(hostPid)).toBe(true);
    expect(await goneOrKilled(hostPid)).toBe(true);
  });
});
