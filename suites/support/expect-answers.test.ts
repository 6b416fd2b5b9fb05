import { describe, expect, test } from 'vitest';
import { expectAnswers } from './expect-answers.js';

describe('expectAnswers', () => {
  const steps = [{ op: 'load' }, { op: 'startTurn' }, { op: 'journal', turn: 'turn-1' }];

  test('equal answers pass; only the chosen steps are compared', () => {
    expect(() => expectAnswers(steps, [{ generation: 1 }, 'anything', { entries: [] }], { 0: { generation: 1 }, 2: { entries: [] } })).not.toThrow();
  });

  test('a mismatch names the step, what was sent, both values whole and the first differing field', () => {
    const results = [{ generation: 1 }, {}, { entries: [{ type: 'tool_result' }, { type: 'tool_call' }] }];
    const want = { entries: [{ type: 'tool_call' }, { type: 'tool_result' }] };
    expect(() => expectAnswers(steps, results, { 0: { generation: 1 }, 2: want }, 'TURN-012')).toThrow(
      'decided by TURN-012: step 2 {"op":"journal","turn":"turn-1"}: expected {"entries":[{"type":"tool_call"},{"type":"tool_result"}]}, host answered {"entries":[{"type":"tool_result"},{"type":"tool_call"}]} (at .entries[0].type: expected "tool_call", host answered "tool_result")',
    );
  });

  test('a field the expected answer lacks is named too; a missing answer is "nothing"', () => {
    expect(() => expectAnswers(steps, [{ generation: 1, extra: true }], { 0: { generation: 1 } })).toThrow('(at .extra: expected no `extra` field, host answered true)');
    expect(() => expectAnswers(steps, [], { 1: { turn: 'turn-1' } })).toThrow('step 1 {"op":"startTurn"}: expected {"turn":"turn-1"}, host answered nothing');
  });
});
