import { describe, expect, test } from 'vitest';
import { chargeTo, completedRequirementsOf, completeFor, decidingRequirementOf, failurePrefixes, ruleFailure, withoutDecidingPrefix } from './decided-by.js';

describe('decided-by', () => {
  test('a rule failure carries its requirement as a prefix that reads back', () => {
    const e = ruleFailure('PERMIT-013', 'check 0: host answered true');
    expect(e.message).toBe('decided by PERMIT-013: check 0: host answered true');
    expect(decidingRequirementOf(e.message)).toBe('PERMIT-013');
    expect(withoutDecidingPrefix(e.message)).toBe('check 0: host answered true');
  });
  test('text without the prefix names no requirement', () => {
    expect(decidingRequirementOf('expected 1 to be 2')).toBeUndefined();
    expect(decidingRequirementOf('x decided by PERMIT-001: y')).toBeUndefined();
  });
  test('a host-level status stays first and the requirement after it still reads back', () => {
    const message = '[ERROR] decided by PROTOCOL-002: case permits-check-1: expected 3 results, got 2';
    expect(decidingRequirementOf(message)).toBe('PROTOCOL-002');
    expect(failurePrefixes(message)).toEqual({ status: 'ERROR', decidedBy: 'PROTOCOL-002', text: 'case permits-check-1: expected 3 results, got 2' });
    expect(withoutDecidingPrefix(message)).toBe('[ERROR] case permits-check-1: expected 3 results, got 2');
    expect(ruleFailure('PROTOCOL-001', '[ERROR] hello changed').message).toBe('[ERROR] decided by PROTOCOL-001: hello changed');
    // The order is fixed: a status after the name is text, not a status.
    expect(failurePrefixes('decided by PERMIT-001: [ERROR] x')).toEqual({ decidedBy: 'PERMIT-001', text: '[ERROR] x' });
  });
  test('chargeTo keeps a rule already named and host-level statuses', () => {
    expect(chargeTo('ACCESS-001', ruleFailure('PERMIT-005', 'm')).message).toBe('decided by PERMIT-005: m');
    expect(chargeTo('ACCESS-001', new Error('[TIMEOUT] case x')).message).toBe('[TIMEOUT] case x');
    expect(chargeTo('ACCESS-001', new Error('[ERROR] decided by PROTOCOL-002: case x')).message).toBe('[ERROR] decided by PROTOCOL-002: case x');
    expect(chargeTo('ACCESS-001', new Error('plain')).message).toBe('decided by ACCESS-001: plain');
  });
  test('a malformed ID is refused', () => {
    expect(() => ruleFailure('permit-1', 'm')).toThrow(/not a requirement ID/);
  });
  test('a failure can say which other requirements its steps decided completely; the text reads back, the charge stays', () => {
    const e = completeFor(ruleFailure('PERMIT-020', 'step 4: expected valid false'), ['PERMIT-009', 'PERMIT-017']);
    expect(decidingRequirementOf(e.message)).toBe('PERMIT-020');
    expect(completedRequirementsOf(e.message)).toEqual(['PERMIT-009', 'PERMIT-017']);
    // Said again, it is said once; said of nothing, the failure is unchanged.
    expect(completedRequirementsOf(completeFor(e, ['PERMIT-009']).message)).toEqual(['PERMIT-009']);
    expect(completeFor(e, []).message).toBe(e.message);
    expect(completedRequirementsOf('decided by PERMIT-020: (the steps of PERMIT-009 all ran)')).toEqual([]);
    expect(completedRequirementsOf(undefined)).toEqual([]);
    expect(() => completeFor(e, ['permit-9'])).toThrow(/not a requirement ID/);
  });
});
