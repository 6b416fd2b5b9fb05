import { describe, expect, test } from 'vitest';
import { formatRequirement } from './print-failure.js';
import type { RequirementResult, TestRef } from './run-result.js';

const failed = (name: string, leftOpen: string[]): TestRef => ({ name, file: 'suites/registry/fixtures.test.ts', status: 'FAIL', message: 'decided by REGISTRY-026: step 2 {"op":"index"}: expected 1, host answered 2', chargedTo: 'REGISTRY-026', leftOpen });
const plain = (text: string): string => text.replace(/\x1b\[[0-9;]*m/g, '');

describe('a failure card traces every requirement its rule left open', () => {
  const card = (tests: TestRef[]): string =>
    plain(formatRequirement({ id: 'REGISTRY-026', level: 'MUST', area: 'registry', title: 'The index is sorted', status: 'FAIL', tests } as RequirementResult));

  test('the first failing test\'s open requirements, then the other tests that stopped at this rule and what they left open', () => {
    const text = card([failed('first > case one', ['REGISTRY-019']), failed('second > case two', ['REGISTRY-019', 'REGISTRY-007']), failed('third > case three', ['REGISTRY-001']), failed('fourth > case four', ['REGISTRY-012'])]);
    expect(text).toMatch(/left open\s+REGISTRY-019 \(this failure stopped/);
    // Taken by file and name (tests finish in any order), so two runs print the same card.
    expect(text).toMatch(/also stopped\s+3 more tests of this rule: fourth > case four; second > case two and 1 more \(the JSON report names them\)/);
    // Each open requirement is named once, on the card of the rule that stopped its tests.
    expect(text).toMatch(/left open\s+REGISTRY-001, REGISTRY-007, REGISTRY-012 \(NOT_RUN: those tests stopped at this rule/);
    const reordered = card([failed('first > case one', ['REGISTRY-019']), failed('fourth > case four', ['REGISTRY-012']), failed('third > case three', ['REGISTRY-001']), failed('second > case two', ['REGISTRY-019', 'REGISTRY-007'])]);
    expect(reordered).toBe(text);
  });

  test('no "also stopped" line when no other test left anything open', () => {
    const text = card([failed('first > case one', ['REGISTRY-019']), { ...failed('second > case two', []), leftOpen: undefined }]);
    expect(text).not.toMatch(/also stopped/);
  });
});

describe('an expectation that states some fields says so', () => {
  const card = (message: string): string =>
    plain(formatRequirement({ id: 'TURN-036', level: 'MUST', area: 'turns', title: 't', status: 'FAIL', tests: [{ name: 'a > b', file: 'f', status: 'FAIL', message, chargedTo: 'TURN-036' }] } as RequirementResult));
  test('the answer holds more fields than the expectation states', () => {
    expect(card('step 3 {"op":"call"}: expected {"output":{"config":1}}, host answered {"outcome":"result","output":{"config":2}}')).toMatch(/expected\s+\{"output":\{"config":1\}\} \(only the fields shown are compared\)/);
  });
  test('the same fields: no note', () => {
    expect(card('step 3 {"op":"call"}: expected {"output":1}, host answered {"output":2}')).not.toMatch(/only the fields shown/);
  });
});
