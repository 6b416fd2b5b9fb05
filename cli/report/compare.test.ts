import { describe, expect, test } from 'vitest';
import { changeOf, compareReports } from './compare.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';

describe('changeOf', () => {
  test.each([
    ['PASS', 'FAIL', 'NEW_FAILURE'],
    ['PASS', 'CRASH', 'NEW_FAILURE'],
    ['NOT_APPLICABLE', 'TIMEOUT', 'NEW_FAILURE'],
    [undefined, 'ERROR', 'NEW_FAILURE'],
    ['FAIL', 'PASS', 'FIXED'],
    ['CRASH', 'PASS', 'FIXED'],
    ['FAIL', 'XPASS', 'FIXED'],
    ['FAIL', 'FAIL', 'UNCHANGED'],
    ['FAIL', 'CRASH', 'UNCHANGED'],
    ['FAIL', 'XFAIL', 'UNCHANGED'],
    ['PASS', 'PASS', 'UNCHANGED'],
    ['FAIL', 'NOT_APPLICABLE', 'UNCHANGED'],
    [undefined, 'PASS', 'UNCHANGED'],
  ] as const)('%s → %s is %s', (before, now, change) => {
    expect(changeOf(before, now)).toBe(change);
  });
});

describe('compareReports', () => {
  test('marks every requirement and lists the changes', () => {
    const old = sampleReport();
    old.requirements = old.requirements.map((r) => (r.id === 'PERMIT-018' ? { ...r, status: 'PASS' as const } : r.id === 'PERMIT-001' ? { ...r, status: 'FAIL' as const } : r));
    const compared = compareReports(sampleReport(), old, 'old.json');
    expect(compared.comparison).toEqual({ against: 'old.json', newFailures: ['PERMIT-018'], fixed: ['PERMIT-001'] });
    expect(Object.fromEntries(compared.requirements.map((r) => [r.id, r.change]))).toEqual({
      'PERMIT-001': 'FIXED',
      'PERMIT-005': 'UNCHANGED',
      'PERMIT-009': 'UNCHANGED',
      'PERMIT-018': 'NEW_FAILURE',
      'ACCESS-001': 'UNCHANGED',
    });
  });
});
