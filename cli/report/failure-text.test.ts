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
