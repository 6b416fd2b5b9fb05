// A correct host is not failed for the kit's own pause: a kit stopped past a case's limit (a long
// synchronous stretch of its own, or SIGSTOP … SIGCONT) reads the answer waiting in the pipe, and the
// limit counts the host's time, not the pause. A host that really does not answer still times out.
// Runs the built client in a child kit (npm run build first).
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { fakeCommand } from '../selftest/fakes/fake-command.js';
import { hostTimeLimit } from './host-time-limit.js';

/** A child kit that runs one case with a 1 s limit on `host`, pausing for 3 s as `pause` says once it was sent. */
function pausedKit(host: string, pause: 'busy' | 'sigstop' | 'none'): Promise<string> {
  const client = join(kitRoot, 'dist', 'host', 'stdio-client.js');
  const script = `
    const { connectCommand } = await import(${JSON.stringify(client)});
    const c = await connectCommand(${JSON.stringify(fakeCommand(host))}, { timeoutMs: 1000, helloTimeoutMs: 30000 });
    const outcome = c.run({ id: 'stall/1', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] });
    // The case is sent once the microtasks of run() are done; the answer comes 400 ms later.
    await new Promise((r) => setImmediate(r));
    process.stdout.write('sent\\n');
    if (${JSON.stringify(pause)} === 'busy') { const end = Date.now() + 3000; while (Date.now() < end); }
    process.stdout.write('outcome ' + (await outcome).kind + '\\n');
    await c.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const first = !out.includes('sent');
      out += text;
      if (pause === 'sigstop' && first && out.includes('sent')) {
        child.kill('SIGSTOP');
        setTimeout(() => child.kill('SIGCONT'), 3000);
      }
    });
    child.on('error', reject);
    child.on('exit', () => resolve(/outcome (\w+)/.exec(out)?.[1] ?? `no outcome: ${out}`));
  });
}

describe.concurrent('a kit paused past the limit of a case', () => {
  test('by 3 s of its own synchronous work: the correct host\'s answer is read, the case is ok', async () => {
    expect(await pausedKit('answers-later', 'busy')).toBe('ok');
  });

  test('by SIGSTOP for 3 s, then SIGCONT: the case is ok', async () => {
    expect(await pausedKit('answers-later', 'sigstop')).toBe('ok');
  });

  test('a host that never answers still times out, paused or not', async () => {
    expect(await pausedKit('hang-on-run', 'busy')).toBe('timeout');
    expect(await pausedKit('hang-on-run', 'none')).toBe('timeout');
  });
});

describe('hostTimeLimit', () => {
  test('expires after about its time when nothing pauses, and not once cancelled', async () => {
    const started = performance.now();
    await new Promise<void>((resolve) => hostTimeLimit(200, resolve));
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    let fired = false;
    hostTimeLimit(50, () => (fired = true)).cancel();
    await new Promise((r) => setTimeout(r, 150));
    expect(fired).toBe(false);
  });

  test('a pause of the kit counts for at most two ticks', async () => {
    let fired = false;
    hostTimeLimit(400, () => (fired = true));
    const end = Date.now() + 1000;
    while (Date.now() < end);
    await new Promise((r) => setTimeout(r, 20));
    expect(fired).toBe(false);
  });
});
