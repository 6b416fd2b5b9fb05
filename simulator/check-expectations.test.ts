import { describe, expect, test } from 'vitest';
import { checkExpectations, describeMismatch } from './check-expectations.js';
import { sampleScenario } from './test-scenario.js';
import { toCase } from './to-case.js';
import type { StepResult } from '../host/protocol.js';

// Answers a host following the rulings would give to the sample scenario (hand-written).
const good = (): StepResult[] => [
  { generation: 1 },
  { error: { code: 'prompt-budget-exceeded', message: 'required sections need 200 chars' } },
  { turn: 'turn-1', generation: 1 },
  { outcome: 'result', asked: true, output: { x: 1 } },
  { generation: 2 },
  {},
  { sections: [], totalChars: 0 },
  { entries: [{ type: 'tool_call', tool: 'echo' }, { type: 'tool_result', tool: 'echo' }] },
  {},
];

describe('checkExpectations', () => {
  const scenario = sampleScenario();
  const { plan } = toCase(scenario);

  test('answers that meet every expectation give no mismatch', () => {
    expect(checkExpectations(scenario, plan, good())).toEqual([]);
  });

  test('a call answered with another outcome, stage or asked is named by its JSON Pointer', () => {
    const results = good();
    results[3] = { outcome: 'result', asked: false, output: { x: 1 } };
    const [m, ...rest] = checkExpectations(scenario, plan, results);
    expect(rest).toEqual([]);
    expect(m?.at).toBe('/turns/1/moves/0/expect');
    expect(m?.t).toBe(3);
    expect(describeMismatch(m!)).toContain('"asked":true');
  });

  test('a mismatch is charged to the requirement its expectation names, else to the first one', () => {
    const named = sampleScenario();
    named.requirements = ['TURN-005', 'TURN-012'];
    named.turns[1]!.decidedBy = { expectJournal: 'TURN-012' };
    const results = good();
    results[3] = { outcome: 'result', asked: false, output: { x: 1 } };
    results[7] = { entries: [] };
    expect(checkExpectations(named, plan, results).map((m) => [m.at, m.requirement])).toEqual([
      ['/turns/1/moves/0/expect', 'TURN-005'],
      ['/turns/1/expectJournal', 'TURN-012'],
    ]);
  });

  test('a turn that starts although expectStartError says it must not', () => {
    const results = good();
    results[1] = { turn: 'turn-1', generation: 1 };
    expect(checkExpectations(scenario, plan, results).map((m) => m.at)).toEqual(['/turns/0/expectStartError']);
  });

  test('a wrong turn id, a wrong prompt order, journal and reload result are each reported', () => {
    const results = good();
    results[2] = { turn: 'turn-2', generation: 1 };
    results[6] = { sections: [{ id: 'x' }], totalChars: 1 };
    results[4] = { error: { code: 'duplicate-name', message: '' } };
    results[7] = { entries: [{ type: 'tool_call', tool: 'echo' }, { type: 'tool_denied', tool: 'echo', stage: 'approval' }] };
    expect(checkExpectations(scenario, plan, results).map((m) => m.at)).toEqual(['/turns/1', '/turns/1/moves/1/expect', '/turns/1/expectPrompt', '/turns/1/expectJournal']);
  });

  test('an expected output is compared exactly', () => {
    const s = sampleScenario();
    const move = s.turns[1]!.moves[0]!;
    if ('call' in move) move.expect = { outcome: 'result', output: { x: 2 } };
    expect(checkExpectations(s, plan, good()).map((m) => m.at)).toEqual(['/turns/1/moves/0/expect']);
  });

  test('a call after the end must be refused as expected', () => {
    const s = sampleScenario();
    s.turns[1]!.afterEnd = [{ call: 'echo', input: {}, expect: { outcome: 'denied', stage: 'generation', asked: false } }];
    const withEnd = toCase(s).plan;
    expect(checkExpectations(s, withEnd, [...good(), { outcome: 'denied', stage: 'generation', asked: false }])).toEqual([]);
    expect(checkExpectations(s, withEnd, [...good(), { outcome: 'result', asked: false, output: {} }]).map((m) => m.at)).toEqual(['/turns/1/afterEnd/0/expect']);
  });

  test('the initial load must succeed', () => {
    const results = good();
    results[0] = { error: { code: 'invalid-name', message: '' } };
    expect(checkExpectations(scenario, plan, results).map((m) => m.at)).toEqual(['/plugins']);
  });

  test('a step error where a call outcome was expected is a mismatch', () => {
    const results = good();
    results[3] = { error: { code: 'unknown-turn', message: '' } };
    expect(checkExpectations(scenario, plan, results).map((m) => m.at)).toEqual(['/turns/1/moves/0/expect']);
  });
});
