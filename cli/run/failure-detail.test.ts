import { describe, expect, test } from 'vitest';
import { failureDetail, jsonValueEnd } from './failure-detail.js';

describe('failureDetail', () => {
  test('a fixture mismatch: step, expected and observed, and the note after them', () => {
    const d = failureDetail('step 0 {"op":"permit","permits":["group(1,2)"],"message":{"$adapter":"qq"}}: expected {"allowed":true}, host answered {"allowed":false} (at .allowed: expected true, host answered false)');
    expect(d).toEqual({
      step: 'step 0 {"op":"permit","permits":["group(1,2)"],"message":{"$adapter":"qq"}}',
      expected: '{"allowed":true}',
      observed: '{"allowed":false}',
      text: '(at .allowed: expected true, host answered false)',
    });
  });
  test('a property failure: prefix, counterexample and the cause\'s parts', () => {
    const message = [
      'decided by PERMIT-005: Property failed after 3 run(s) and 16 shrink(s); seed 1 (replay: capkit run --seed 1), path "2:0"',
      'Counterexample (JSON): {"grants":{},"laws":[["adapter",["qq"],["x"],{"$adapter":"qq"}]]}',
      'Cause: check 0 ["adapter",["qq"],["x"],{"$adapter":"qq"}]: expected "both = left OR right", host answered {"both":false,"left":true,"right":false}',
    ].join('\n');
    expect(failureDetail(message)).toEqual({
      decidedBy: 'PERMIT-005',
      property: 'Property failed after 3 run(s) and 16 shrink(s)',
      counterexample: '{"grants":{},"laws":[["adapter",["qq"],["x"],{"$adapter":"qq"}]]}',
      step: 'check 0 ["adapter",["qq"],["x"],{"$adapter":"qq"}]',
      expected: '"both = left OR right"',
      observed: '{"both":false,"left":true,"right":false}',
      text: '',
    });
  });
  test('a leading remark is kept as text', () => {
    const d = failureDetail('FAIL: answered error bad-permit (nope) where a value was expected; step 0 {"op":"lint"}: expected {"valid":true}, host answered {"error":{"code":"bad-permit"}}');
    expect(d.step).toBe('step 0 {"op":"lint"}');
    expect(d.observed).toBe('{"error":{"code":"bad-permit"}}');
    expect(d.text).toBe('answered error bad-permit (nope) where a value was expected');
  });
  test('any other text is kept whole, with its status', () => {
    expect(failureDetail('[TIMEOUT] case permits-check-3: no answer within 5000 ms')).toEqual({ status: 'TIMEOUT', text: 'case permits-check-3: no answer within 5000 ms' });
    expect(failureDetail('expected false to be true // Object.is equality')).toEqual({ text: 'expected false to be true // Object.is equality' });
    // A cut JSON value (long steps are shortened with …) is no mismatch it can read.
    expect(failureDetail('step 1 {"op":"load","trees":[…: expected {"generation":1}, host answered {}').step).toBeUndefined();
  });
  test('jsonValueEnd skips strings with brackets and escapes', () => {
    const text = '{"a":"}\\"]"} tail';
    expect(text.slice(0, jsonValueEnd(text, 0))).toBe('{"a":"}\\"]"}');
    expect(jsonValueEnd('true, x', 0)).toBe(4);
    expect(jsonValueEnd('-1.5e3)', 0)).toBe(6);
    expect(jsonValueEnd('{"open": [1', 0)).toBe(-1);
  });
});
