// Answers nested thousands deep are the host's bad input, named in one line: never the kit's own stack
// overflow ("internal error", exit 3). An errored answer without a message says so, not "undefined".
import { describe, expect, test } from 'vitest';
import { fakeCommand } from '../selftest/fakes/fake-command.js';
import { runCapkit } from '../selftest/support/run-capkit.js';
import type { Case } from './protocol.js';
import { connectCommand } from './stdio-client.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, textNestsDeeperThan } from './json-depth.js';

const oneStep: Case = { id: 'deep/1', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] };
const nested = (n: number): unknown => {
  let v: unknown = [];
  for (let i = 1; i < n; i++) v = [v];
  return v;
};

describe.concurrent('a host that answers too deep, or without a message', () => {
  test('a hello nested 6,000 deep: the host did not start (exit 4), in one line naming the depth', async () => {
    await expect(connectCommand(fakeCommand('deep-answers', 'hello'))).rejects.toThrow(/answered hello wrongly: .*nested deeper than 256 levels/);
    const r = await runCapkit(['run', '--host-cmd', fakeCommand('deep-answers', 'hello'), '--areas', 'permits']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/nested deeper than 256 levels/);
    expect(r.stderr).not.toMatch(/internal error|Maximum call stack/);
  });

  test('an errored answer whose message nests 6,000 deep: a protocol error of that case, not a crash', async () => {
    const c = await connectCommand(fakeCommand('deep-answers', 'errored'));
    const outcome = await c.run(oneStep);
    await c.close();
    expect(outcome).toMatchObject({ kind: 'protocol', message: expect.stringMatching(/nested deeper than 256 levels/) });
  });

  test('{"errored":true} without a message: the outcome says the host gave none, never "undefined"', async () => {
    const c = await connectCommand(fakeCommand('deep-answers', 'no-message'));
    const outcome = await c.run(oneStep);
    await c.close();
    expect(outcome).toEqual({ kind: 'errored', message: '(the host gave no message)' });
  });
});

describe('nesting depth', () => {
  test('values and texts are measured without recursion; the limit itself passes, one more does not', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
    expect(textNestsDeeperThan(JSON.stringify(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(textNestsDeeperThan(JSON.stringify(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    // Brackets inside strings are text, not nesting.
    expect(textNestsDeeperThan(JSON.stringify({ s: '['.repeat(10_000), t: '\\"[[[' }))).toBe(false);
  });
});
