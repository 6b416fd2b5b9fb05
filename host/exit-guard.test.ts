// An in-process host cannot end the kit's process: process.exit() in hello() is a start error, in run()
// a crash of that case, and process.exit is the kit's own again once the connection is closed.
import { describe, expect, test } from 'vitest';
import { connectModule } from './in-process.js';
import { HostStartError } from './host-start-error.js';
import { fakeModule } from '../selftest/fakes/fake-command.js';

const oneStep = { id: 'permits/exit', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] };

describe('an in-process host that calls process.exit', () => {
  test('in hello(): a HostStartError naming the call, and the process lives on', async () => {
    const before = process.exit;
    const error = await connectModule(fakeModule('exit-in-hello'), { timeoutMs: 1000 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HostStartError);
    expect((error as Error).message).toMatch(/hello\(\) called process\.exit\(0\): an in-process host must not end the kit's process/);
    expect(process.exit).toBe(before);
  });

  test('in run(), even when it swallows what process.exit threw: that case is a crash', async () => {
    const before = process.exit;
    const c = await connectModule(fakeModule('exit-in-run'), { timeoutMs: 1000 });
    expect(process.exit).not.toBe(before);
    const outcome = await c.run(oneStep);
    expect(outcome.kind).toBe('crash');
    expect(outcome.kind === 'crash' && outcome.message).toContain('run() called process.exit(0)');
    await c.close();
    expect(process.exit).toBe(before);
  });
});
