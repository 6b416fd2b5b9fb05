// After bye (or the host's death) and a grace period the kit lets go of the host's pipes: a grandchild
// in a session of its own that keeps stdout open must not keep the kit waiting.
import { afterEach, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { fakeCommand } from '../selftest/fakes/fake-command.js';

const grandchildren: number[] = [];
afterEach(() => {
  for (const pid of grandchildren.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function grandchildOf(log: string): number {
  const pid = Number(/grandchild pid=(\d+)/.exec(log)?.[1]);
  if (Number.isInteger(pid)) grandchildren.push(pid);
  return pid;
}

describe('a host whose setsid grandchild holds stdout', () => {
  test('close() ends within the bye grace, and the process that connected can exit', async () => {
    // A separate Node process connects, runs a case and closes: it must exit on its own although the
    // grandchild (300 s) still holds the host's stdout.
    const script = `
      import { connectCommand } from ${JSON.stringify(join(kitRoot, 'dist', 'host', 'stdio-client.js'))};
      const c = await connectCommand(${JSON.stringify(fakeCommand('setsid-grandchild'))}, { timeoutMs: 5000, helloTimeoutMs: 20000 });
      const outcome = await c.run({ id: 'permits/x', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'x' }] });
      process.stderr.write(c.log());
      await c.close();
      process.stdout.write(outcome.kind + '\\n');
    `;
    const started = Date.now();
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    expect(stdout.trim()).toBe('ok');
    // The grandchild lives 300 s and is still running: the connecting process did not wait for it.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(() => process.kill(grandchildOf(stderr), 0)).not.toThrow();
  });
});
