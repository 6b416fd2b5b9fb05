// Protocol errors are ERROR for their case, also once they have spent the restart budget: a host that
// answers with a wrong seq gets ERROR everywhere, never 1 ERROR and then CRASH for every later case.
import { afterEach, describe, expect, test } from 'vitest';
import { connectCommand } from './stdio-client.js';
import type { StdioHostConnection } from './stdio-client.js';
import { RestartBudget } from './restart-budget.js';
import { fakeCommand } from '../selftest/fakes/fake-command.js';
import type { Case } from './protocol.js';

const oneStep: Case = { id: 'permits/budget', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group(1)' }] };
const open: StdioHostConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('RestartBudget', () => {
  test('takes restarts up to its size and remembers the causes', () => {
    const b = new RestartBudget(2);
    expect([b.take('protocol'), b.take('timeout'), b.take('crash')]).toEqual([true, true, false]);
    expect(b.used).toBe(2);
    const spent = b.exhaustedOutcome('case x: boom');
    expect(spent.kind).toBe('crash');
    expect(spent.kind === 'crash' && spent.message).toBe('restart budget exhausted after 2 restarts (1 protocol error, 1 timeout, 1 crash); last failure: case x: boom');
  });
  test('spent on protocol errors alone: a protocol outcome that says so', () => {
    const b = new RestartBudget(0);
    expect(b.take('protocol')).toBe(false);
    const spent = b.exhaustedOutcome('case x: wrong seq');
    expect(spent.kind).toBe('protocol');
    expect(spent.kind === 'protocol' && spent.message).toMatch(/^restart budget exhausted after 0 restarts, all spent on protocol errors .*last failure: case x: wrong seq$/);
  });
});

describe('a host that always answers with a wrong seq', () => {
  test('every case is a protocol outcome, before and after the budget is spent, and the last ones say why', async () => {
    const c = await connectCommand(fakeCommand('wrong-seq'), { timeoutMs: 2000, helloTimeoutMs: 10_000, restartBudget: 2 });
    open.push(c);
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await c.run(oneStep));
    expect(outcomes.map((o) => o.kind)).toEqual(['protocol', 'protocol', 'protocol', 'protocol', 'protocol', 'protocol']);
    expect(c.restarts).toBe(2);
    const last = outcomes[5]!;
    expect(last.kind === 'protocol' && last.message).toMatch(/^restart budget exhausted after 2 restarts, all spent on protocol errors .*wrong seq: sent 3, got 1003/s);
  });
});
