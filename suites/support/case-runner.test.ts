// Self-checks of the outcome gate (no host): ok passes results through, every other outcome throws
// with its status first, and host-level failures stop further contact within a test.
import { describe, test, expect } from 'vitest';
import type { CaseOutcome } from '../../host/connection.js';
import type { Case } from '../../host/protocol.js';
import { caseRunner } from './case-runner.js';

const oneStep: Case = { id: 'c1', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'group()' }] };

function scripted(outcomes: CaseOutcome[]) {
  let calls = 0;
  const runner = caseRunner(async () => {
    const outcome = outcomes[calls++];
    if (!outcome) throw new Error('script exhausted');
    return outcome;
  });
  return { runner, calls: () => calls };
}

describe('caseRunner', () => {
  test('ok outcomes give their results', async () => {
    const { runner } = scripted([{ kind: 'ok', results: [{ valid: true }] }]);
    await expect(runner.results(oneStep)).resolves.toEqual([{ valid: true }]);
  });
  test('a timeout throws TIMEOUT and later calls rethrow without contacting the host', async () => {
    const { runner, calls } = scripted([{ kind: 'timeout', message: 'no answer in 5000 ms' }, { kind: 'ok', results: [{}] }]);
    await expect(runner.results(oneStep)).rejects.toThrow(/^\[TIMEOUT\] decided by PERMIT-020: case c1: no answer/);
    await expect(runner.results(oneStep)).rejects.toThrow(/^\[TIMEOUT\]/);
    expect(calls()).toBe(1);
    runner.reset();
    await expect(runner.results(oneStep)).resolves.toEqual([{}]);
    expect(calls()).toBe(2);
  });
  test('crash and protocol errors are sticky too', async () => {
    for (const kind of ['crash', 'protocol'] as const) {
      const { runner, calls } = scripted([{ kind, message: 'boom' }]);
      await expect(runner.results(oneStep)).rejects.toThrow(kind === 'crash' ? /^\[CRASH\]/ : /^\[ERROR\]/);
      await expect(runner.results(oneStep)).rejects.toThrow(/boom/);
      expect(calls()).toBe(1);
    }
  });
  test('an errored case throws ERROR but the next call still reaches the host', async () => {
    const { runner, calls } = scripted([{ kind: 'errored', message: 'bad input' }, { kind: 'ok', results: [{ valid: false }] }]);
    await expect(runner.results(oneStep)).rejects.toThrow(/^\[ERROR\] decided by PERMIT-020: host reported an error for case c1: bad input/);
    await expect(runner.results(oneStep)).resolves.toEqual([{ valid: false }]);
    expect(calls()).toBe(2);
  });
  test('a wrong number of results is a protocol ERROR', async () => {
    const { runner } = scripted([{ kind: 'ok', results: [] }]);
    await expect(runner.results(oneStep)).rejects.toThrow(/^\[ERROR\] decided by PROTOCOL-002: case c1: expected 1 results, got 0/);
  });
  test('a protocol error is charged to the protocol rule it names, else to PROTOCOL-002; timeouts and crashes to the rule that says deciding never fails', async () => {
    const named = scripted([{ kind: 'protocol', message: 'hello changed', requirement: 'PROTOCOL-001' }]).runner;
    await expect(named.results(oneStep)).rejects.toThrow(/^\[ERROR\] decided by PROTOCOL-001: case c1: hello changed$/);
    const unnamed = scripted([{ kind: 'protocol', message: 'seq 3 answered as 4' }]).runner;
    await expect(unnamed.results(oneStep)).rejects.toThrow(/^\[ERROR\] decided by PROTOCOL-002: /);
    const permit: Case = { ...oneStep, steps: [{ op: 'permit', permits: ['group(1)'], message: null }] };
    const huge: Case = { ...oneStep, steps: [{ op: 'permit', permits: ['('.repeat(20_000)], message: null }] };
    const access: Case = { ...oneStep, area: 'access', steps: [{ op: 'access', tool: {}, message: null }] };
    const turns: Case = { ...oneStep, area: 'turns', steps: [{ op: 'journal' }] };
    const cases: [Case, 'timeout' | 'crash', RegExp][] = [
      [oneStep, 'crash', /^\[CRASH\] decided by PERMIT-020: case c1: gone$/], // lint only: lint's rule
      [permit, 'crash', /^\[CRASH\] decided by PERMIT-018: case c1: gone$/],
      [permit, 'timeout', /^\[TIMEOUT\] decided by PERMIT-018: case c1: gone$/],
      [huge, 'timeout', /^\[TIMEOUT\] decided by PERMIT-019: case c1: gone$/], // a megabyte permit too late: linear time
      [access, 'timeout', /^\[TIMEOUT\] decided by ACCESS-011: case c1: gone$/],
      [turns, 'crash', /^\[CRASH\] case c1: gone$/], // no rule of turns says so: the test's own charge
    ];
    for (const [testCase, kind, expected] of cases) {
      const { runner } = scripted([{ kind, message: 'gone' }]);
      await expect(runner.results(testCase)).rejects.toThrow(expected);
    }
  });
  test('skipped throws SKIPPED', async () => {
    const { runner } = scripted([{ kind: 'skipped', reason: 'no such area' }]);
    // A skip in an area the hello claims contradicts the hello: charged to PROTOCOL-001.
    await expect(runner.results(oneStep)).rejects.toThrow(/^\[SKIPPED\] decided by PROTOCOL-001: host skipped case c1 in an area it claims: no such area$/);
  });
});
