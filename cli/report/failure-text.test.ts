import { describe, expect, test } from 'vitest';
import { causeKey, readFailure } from './failure-text.js';

// Texts as the suites write them (fixture steps, property checks, host-level outcomes, catalog checks).
const FIXTURE =
  'step 4 {"op":"permit","permits":["group( b ,\\ta\\n)"]}: expected {"allowed":true}, host answered {"allowed":false}: expected { allowed: false } to match object { allowed: true }';
const PROPERTY = [
  'decided by PERMIT-005: Property failed after 3 run(s) and 16 shrink(s); seed 1 (replay: capkit run --seed 1, or CAPKIT_SEED=1 under vitest), path "2:0:1"',
  'Counterexample (JSON): {"grants":{},"laws":[["adapter",["qq"],["x"],{"$adapter":"qq"}]]}',
  'Cause: check 0 ["adapter",["qq"],["x"]]: expected "both = left OR right", host answered {"both":false,"left":true} (the permit rulings)',
].join('\n');

describe('readFailure', () => {
  test('a fixture step: where, expected and observed, without the test framework restating it the other way round', () => {
    expect(readFailure(FIXTURE)).toMatchObject({
      where: 'step 4 {"op":"permit","permits":["group( b ,\\ta\\n)"]}',
      expected: '{"allowed":true}',
      observed: '{"allowed":false}',
      full: FIXTURE,
    });
  });

  test('a property: run summary, counterexample, the failing check, the rule note and the deciding requirement', () => {
    const parts = readFailure(PROPERTY);
    expect(parts.decidedBy).toBe('PERMIT-005');
    expect(parts.property).toMatch(/^Property failed after 3 run\(s\) and 16 shrink\(s\); seed 1 /);
    expect(parts.counterexample).toBe('{"grants":{},"laws":[["adapter",["qq"],["x"],{"$adapter":"qq"}]]}');
    expect(parts.where).toBe('check 0 ["adapter",["qq"],["x"]]');
    expect(parts.expected).toBe('"both = left OR right"');
    expect(parts.observed).toBe('{"both":false,"left":true}');
    expect(parts.rule).toBe('the permit rulings');
    expect(parts.full).toBe(PROPERTY);
  });

  test('a host-level outcome: the case and what the host did are the observed part; nothing is expected', () => {
    const parts = readFailure('[ERROR] host reported an error for case permits-check-3: capkit-reference failed: RangeError: too long');
    expect(parts).toMatchObject({ status: 'ERROR', where: 'case permits-check-3', observed: 'capkit-reference failed: RangeError: too long' });
    expect(parts.expected).toBeUndefined();
    expect(readFailure('[CRASH] the host exited with code 1 (died during the case)').observed).toBe('the host exited with code 1 (died during the case)');
  });

  test('"host answered …, RULE requires …" and "host answered error … where … was expected"', () => {
    expect(readFailure('FAIL: step 2 {"op":"discover"}: host answered ["b","a"], CATALOG-009 requires ["a","b"]')).toMatchObject({
      where: 'step 2 {"op":"discover"}',
      observed: '["b","a"]',
      rule: 'CATALOG-009',
      expected: '["a","b"]',
    });
    expect(readFailure('FAIL: step 1: host answered error bad-step (no) where {"ok":true} was expected')).toMatchObject({
      observed: 'error bad-step (no)',
      expected: '{"ok":true}',
    });
  });

  test('an unknown wording keeps its whole text and labels nothing', () => {
    const text = '.toMatch() expects to receive a string, but got undefined\n  at line 3';
    expect(readFailure(text)).toEqual({ headline: '.toMatch() expects to receive a string, but got undefined', full: text });
    expect(readFailure(undefined)).toEqual({ headline: '', full: '' });
  });
});

describe('causeKey', () => {
  const t = (name: string, status: string, message: string) => ({ name, file: 'suites/permits/pathological.test.ts', status, message });

  test('one host-level cause across tests and cases is one key', () => {
    const a = t('[PERMIT-018] 1 MB of "("', 'ERROR', '[ERROR] host reported an error for case permits-check-1: RangeError: too long');
    const b = t('[PERMIT-018] 1M spaces', 'ERROR', '[ERROR] host reported an error for case permits-check-7: RangeError: too long');
    const c = t('[PERMIT-018] 1M commas', 'ERROR', '[ERROR] host reported an error for case permits-check-9: TypeError: x');
    expect(causeKey(a)).toBe(causeKey(b));
    expect(causeKey(a)).not.toBe(causeKey(c));
  });

  test('assertion failures with the same wording in different tests stay apart (each is its own counterexample)', () => {
    expect(causeKey(t('a', 'FAIL', 'expected 1, host answered 2'))).not.toBe(causeKey(t('b', 'FAIL', 'expected 1, host answered 2')));
  });
});

describe('failure cards: the first differing field, the case that crashed, causes by minimal step', () => {
  test('the first differing field of a long answer is named whole, from the kit\'s note or from the two values', () => {
    const tools = Array.from({ length: 50 }, (_, i) => ({ name: `t${i}`, qualifiedName: `p__t${i}` }));
    const got = tools.map((t, i) => (i === 37 ? { ...t, name: 'T37' } : t));
    const text = `step 2 {"op":"index"}: expected ${JSON.stringify({ tools })}, host answered ${JSON.stringify({ tools: got })}`;
    expect(readFailure(text).differsAt).toEqual({ path: '.tools[37].name', expected: '"t37"', observed: '"T37"' });
    const noted = readFailure('step 0 {"op":"permit"}: expected {"allowed":true}, host answered {"allowed":false} (at .allowed: expected true, host answered false)');
    expect(noted.differsAt).toEqual({ path: '.allowed', expected: 'true', observed: 'false' });
    expect(noted.rule).toBeUndefined();
    expect(readFailure('step 0 {}: expected {"a":1}, host answered {"a":1,"b":2}').differsAt).toEqual({ path: '.b', expected: 'no `b` field', observed: '2' });
    // A field the answer lacks is named as such, never as an answer of "nothing" (the host did answer).
    const missing = 'step 1 {"op":"load","trees":[]}: expected {"error":{"code":"invalid-config"}}, host answered {"generation":1}';
    expect(readFailure(missing).differsAt).toEqual({ path: '.error', expected: '{"code":"invalid-config"}', observed: 'no `error` field' });
  });

  test('after a crash the first failing case is read apart from the shrunk counterexample', () => {
    const text = '[CRASH] Property failed after 3 run(s) and 9 shrink(s); seed 1\nCounterexample (JSON): {"steps":[{"op":"stage"}]}\nFirst failing case (JSON): {"steps":[{"op":"load","trees":[]}]}\nCause: case x: host exited';
    const parts = readFailure(text);
    expect(parts.crashedCase).toBe('{"steps":[{"op":"load","trees":[]}]}');
    expect(parts.counterexample).toBe('{"steps":[{"op":"stage"}]}');
  });

  test('two tests that failed at the same minimal step are one cause; different steps are two', () => {
    const at = (n: number, permit: string) => `decided by PERMIT-005: step ${n} {"op":"permit","permits":["${permit}"]}: expected {"allowed":true}, host answered {"allowed":false}`;
    const a = causeKey({ name: 'a', file: 'suites/permits/fixtures.test.ts', status: 'FAIL', message: at(3, 'group(1,2)') });
    const b = causeKey({ name: 'b', file: 'suites/permits/properties.test.ts', status: 'FAIL', message: at(0, 'group(1,2)') });
    const c = causeKey({ name: 'c', file: 'suites/permits/fixtures.test.ts', status: 'FAIL', message: at(3, 'user(u1,u2)') });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('the steps before a failing step, in an area with state', () => {
  test('are read apart from the step, and the note at the end of the first line still names the field', () => {
    const text = 'decided by CATALOG-014: step 5 {"op":"loadTool","name":"c"}: expected {"evicted":["b"]}, host answered {"evicted":["a"]} (at .evicted[0]: expected "b", host answered "a")\nbefore it: step 3 {"op":"loadTool","name":"b"} · step 4 {"op":"use","tool":"a"}';
    const parts = readFailure(text);
    expect(parts.before).toBe('step 3 {"op":"loadTool","name":"b"} · step 4 {"op":"use","tool":"a"}');
    expect(parts.where).toBe('step 5 {"op":"loadTool","name":"c"}');
    expect(parts.differsAt).toEqual({ path: '.evicted[0]', expected: '"b"', observed: '"a"' });
  });
});
