import { describe, expect, test } from 'vitest';
import type { ExpectationEntry } from './entry.js';
import { reportForUpdate, updateExpectations } from './update.js';

const known: ExpectationEntry = { id: 'PERMIT-001', status: 'fail', reason: 'real reason', link: 'https://x/1' };
const stale: ExpectationEntry = { id: 'PERMIT-002', status: 'fail', reason: 'was broken' };
const flaky: ExpectationEntry = { id: 'ACCESS-003', status: 'flaky', reason: 'timing' };

describe('expectations update', () => {
  test('adds failing requirements with a TODO reason, removes stale entries, keeps the rest with their reasons', () => {
    const report = {
      requirements: [
        { id: 'PERMIT-001', status: 'XFAIL', expectations: [known] },
        { id: 'PERMIT-002', status: 'XPASS', expectations: [stale] },
        { id: 'PERMIT-003', status: 'FAIL' },
        { id: 'PERMIT-004', status: 'PASS' },
        { id: 'ACCESS-001', status: 'CRASH' },
        { id: 'ACCESS-002', status: 'NOT_APPLICABLE' },
        { id: 'ACCESS-003', status: 'FLAKY_PASS', expectations: [flaky] },
      ],
    };
    const u = updateExpectations([known, stale, flaky], report);
    expect(u.entries).toEqual([
      known,
      flaky,
      { id: 'PERMIT-003', status: 'fail', reason: 'TODO: explain' },
      { id: 'ACCESS-001', status: 'fail', reason: 'TODO: explain' },
    ]);
    expect(u.removed).toEqual([stale]);
    expect(u.added.map((a) => a.id)).toEqual(['PERMIT-003', 'ACCESS-001']);
  });

  test('a run with nothing new changes nothing', () => {
    const u = updateExpectations([known], { requirements: [{ id: 'PERMIT-001', status: 'XFAIL', expectations: [known] }] });
    expect(u).toEqual({ entries: [known], added: [], removed: [] });
  });

  test('a report without requirements is refused, naming the file', () => {
    expect(() => reportForUpdate({ kit: {} }, 'r.json')).toThrow('r.json: /requirements: missing');
    expect(() => reportForUpdate({ requirements: [{ id: 'X' }] }, 'r.json')).toThrow('r.json: /requirements/0/status: must be a string');
  });
});
