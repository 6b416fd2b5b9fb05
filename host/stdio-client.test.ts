import { describe, test, expect, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectCommand } from './stdio-client.js';
import type { StdioHostConnection, StdioOptions } from './stdio-client.js';
import { HostStartError } from './host-start-error.js';
import type { Case } from './protocol.js';
import { alive, gone } from '../selftest/fakes/process-alive.js';

const fakes = join(import.meta.dirname, '..', 'selftest', 'fakes');
const fake = (name: string, ...args: string[]): string =>
  [process.execPath, join(fakes, `${name}.mjs`), ...args].map((a) => `'${a}'`).join(' ');

const fast: StdioOptions = { timeoutMs: 300, helloTimeoutMs: 5000 };

const twoSteps: Case = {
  id: 'permits/plumbing',
  area: 'permits',
  setup: {},
  steps: [
    { op: 'permit', permits: ['adapter(qq)'], message: { $adapter: 'qq' } },
    { op: 'lint', permit: 'group(1)' },
  ],
};

const open: StdioHostConnection[] = [];
async function connect(name: string, options: StdioOptions = fast, ...args: string[]): Promise<StdioHostConnection> {
  const c = await connectCommand(fake(name, ...args), options);
  open.push(c);
  return c;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});


async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('a correct host', () => {
  test('hello is recorded and results come back one per step', async () => {
    const c = await connect('echo-ok');
    expect(c.hello.protocol).toBe(1);
    expect(c.hello.areas).toEqual(['permits', 'access']);
    expect(await c.run(twoSteps)).toEqual({ kind: 'ok', results: [{}, {}] });
    expect(await c.run({ ...twoSteps, steps: [] })).toEqual({ kind: 'ok', results: [] });
  });

  test('concurrent runs are serialised (one case in flight) and each gets its own answer', async () => {
    const c = await connect('shaped-ok', { ...fast, validateProtocol: true });
    const outcomes = await Promise.all([c.run(twoSteps), c.run({ ...twoSteps, steps: [{ op: 'lint', permit: 'x' }] }), c.run(twoSteps)]);
    expect(outcomes.map((o) => (o.kind === 'ok' ? o.results.length : o.kind))).toEqual([2, 1, 2]);
  });

  test('close() says bye, the host exits and no process is left behind', async () => {
    const c = await connect('echo-ok');
    const pid = c.pid;
    expect(alive(pid)).toBe(true);
    await c.close();
    expect(await gone(pid)).toBe(true);
    await c.close(); // idempotent
    expect((await c.run(twoSteps)).kind).toBe('crash');
  });

  test('stderr chatter is captured (bounded) and never a failure', async () => {
    const c = await connect('stderr-chatter', { ...fast, timeoutMs: 5000, validateProtocol: true });
    for (let i = 0; i < 3; i++) expect((await c.run({ ...twoSteps, id: `permits/c${i}` })).kind).toBe('ok');
    await c.close(); // stderr is a separate pipe: all of it has been read once the host has exited
    const log = c.log();
    expect(log).toContain('finished case permits/c2');
    expect(log.length).toBeLessThanOrEqual(64 * 1024 + 100);
  });

  test('unsolicited stdout lines between cases are logged as noise, not answers', async () => {
    const c = await connect('noisy-stdout', { ...fast, validateProtocol: true });
    expect((await c.run(twoSteps)).kind).toBe('ok');
    expect((await c.run(twoSteps)).kind).toBe('ok');
    expect(c.log()).toContain('protocol noise');
    expect(c.log()).toContain('unsolicited line after case permits/plumbing');
    expect(c.restarts).toBe(0);
  });

  test('a schema-valid liar passes the protocol layer (the suites catch it)', async () => {
    const c = await connect('lies', { ...fast, validateProtocol: true });
    expect(await c.run(twoSteps)).toEqual({ kind: 'ok', results: [{ allowed: true }, { valid: true }] });
  });

  test('skipped answers become skipped outcomes', async () => {
    const c = await connect('skip-all');
    expect(await c.run(twoSteps)).toEqual({ kind: 'skipped', reason: 'not implemented yet' });
  });
});

describe('start failures reject with HostStartError', () => {
  test('command not found', async () => {
    const e = await rejection(connectCommand('capkit-no-such-command-xyz', fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('exited with code 127');
  });
  test('a working directory that does not exist', async () => {
    const e = await rejection(connectCommand(fake('echo-ok'), { ...fast, cwd: '/no/such/dir/capkit' }));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toMatch(/could not be started|ENOENT/);
  });
  test('exits at once: exit code and stderr tail', async () => {
    const e = await rejection(connectCommand(fake('crash-on-start'), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('exited with code 3');
    expect(e.message).toContain('boom: configuration file missing');
  });
  test('garbage instead of hello names the first bad line', async () => {
    const e = await rejection(connectCommand(fake('garbage', 'hello'), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('Welcome to FakeHost 1.0!');
  });
  test('protocol 2 is refused, naming both versions', async () => {
    const e = await rejection(connectCommand(fake('protocol-2'), fast));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toMatch(/protocol 2.*protocol 1/);
  });
  test('no hello within the hello timeout; the host is killed', async () => {
    const started = Date.now();
    const e = await rejection(connectCommand(fake('hang-on-hello'), { ...fast, helloTimeoutMs: 1500 }));
    expect(e).toBeInstanceOf(HostStartError);
    expect(e.message).toContain('did not answer hello within 1500 ms');
    const pid = Number(/pid=(\d+)/.exec(e.message)?.[1]);
    expect(e.message).toContain('pid='); // the fake had started (its stderr is in the message)
    expect(await gone(pid)).toBe(true);
    expect(Date.now() - started).toBeLessThan(6000);
  });
  test('the timeout multiplier scales the hello timeout', async () => {
    const e = await rejection(connectCommand(fake('hang-on-hello'), { ...fast, helloTimeoutMs: 200, timeoutMultiplier: 2 }));
    expect(e.message).toContain('within 400 ms');
  });
});

describe('failures during a case', () => {
  test('hang → timeout, the host is killed and restarted with hello replayed', async () => {
    const c = await connect('hang-on-run');
    const firstPid = c.pid;
    const outcome = await c.run(twoSteps);
    expect(outcome.kind).toBe('timeout');
    expect(outcome.kind === 'timeout' && outcome.message).toContain('300 ms');
    expect(await gone(firstPid)).toBe(true);
    expect((await c.run(twoSteps)).kind).toBe('timeout');
    expect(c.restarts).toBe(1);
  });

  test('a kill reaches the host’s own children (process group)', async () => {
    const c = await connect('hang-with-grandchild');
    const grandchild = Number(/grandchild pid=(\d+)/.exec(c.log())?.[1]);
    expect(alive(grandchild)).toBe(true);
    expect((await c.run(twoSteps)).kind).toBe('timeout');
    expect(await gone(grandchild)).toBe(true);
  });

  test('exit mid-case → crash with exit code and stderr tail', async () => {
    const c = await connect('crash-on-run');
    const outcome = await c.run(twoSteps);
    expect(outcome.kind).toBe('crash');
    const message = outcome.kind === 'crash' ? outcome.message : '';
    expect(message).toContain('exited with code 1');
    expect(message).toContain('fatal: cannot handle case permits/plumbing');
  });

  test('restart budget: after N restarts every run is crash at once', async () => {
    const c = await connect('crash-on-run', { ...fast, restartBudget: 2 });
    const kinds: string[] = [];
    for (let i = 0; i < 5; i++) kinds.push((await c.run(twoSteps)).kind);
    expect(kinds).toEqual(['crash', 'crash', 'crash', 'crash', 'crash']);
    expect(c.restarts).toBe(2);
    const last = await c.run(twoSteps);
    expect(last.kind === 'crash' && last.message).toMatch(/^restart budget exhausted after 2 restarts \(3 crashes\); last failure: .*exited with code 1/s);
  });

  test('crash once, then fine after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-crash-once-'));
    try {
      const c = await connect('crash-once', fast, join(dir, 'marker'));
      expect((await c.run(twoSteps)).kind).toBe('crash');
      expect(await c.run(twoSteps)).toEqual({ kind: 'ok', results: [{ allowed: false }, { valid: false }] });
      expect(c.restarts).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a line that is not JSON → protocol, and the host is restarted before the next case', async () => {
    const c = await connect('garbage');
    const outcome = await c.run(twoSteps);
    expect(outcome.kind).toBe('protocol');
    expect(outcome.kind === 'protocol' && outcome.message).toContain('ok, done');
    expect((await c.run(twoSteps)).kind).toBe('protocol');
    expect(c.restarts).toBe(1);
  });

  test('wrong seq → protocol', async () => {
    const c = await connect('wrong-seq');
    const outcome = await c.run(twoSteps);
    expect(outcome.kind).toBe('protocol');
    expect(outcome.kind === 'protocol' && outcome.message).toMatch(/wrong seq: sent 1, got 1001/);
  });

  test('too few results → protocol', async () => {
    const c = await connect('too-few-results');
    const outcome = await c.run(twoSteps);
    expect(outcome.kind === 'protocol' && outcome.message).toContain('2 steps, got 1 results');
  });

  test('schema violations are protocol errors only with validateProtocol', async () => {
    const lax = await connect('echo-ok');
    expect((await lax.run(twoSteps)).kind).toBe('ok');
    const strict = await connect('echo-ok', { ...fast, validateProtocol: true });
    const outcome = await strict.run(twoSteps);
    // Named for the person fixing it: the field, the value sent, what the schema says and where it says it.
    expect(outcome.kind === 'protocol' && outcome.message).toContain("field /results/0 = {}: must have required property 'allowed' (schema spec/schemas/areas/permits.results.schema.json#/$defs/permit/required)");
    expect(outcome.kind === 'protocol' && outcome.requirement).toBe('PROTOCOL-002');
  });

  test('unbounded output without newline → protocol and kill', async () => {
    const c = await connect('huge-line', { ...fast, timeoutMs: 10_000, maxLineBytes: 4 * 1024 * 1024 });
    const pid = c.pid;
    const outcome = await c.run(twoSteps);
    expect(outcome.kind).toBe('protocol');
    expect(outcome.kind === 'protocol' && outcome.message).toContain('without a newline');
    expect(await gone(pid)).toBe(true);
  });

  test('the default line limit is 64 MiB', async () => {
    const c = await connect('huge-line', { ...fast, timeoutMs: 20_000 });
    const outcome = await c.run(twoSteps);
    expect(outcome.kind === 'protocol' && outcome.message).toMatch(/more than \d+ bytes/);
    const bytes = Number(/more than (\d+) bytes/.exec(outcome.kind === 'protocol' ? outcome.message : '')?.[1]);
    expect(bytes).toBeGreaterThan(64 * 1024 * 1024);
  });
});
