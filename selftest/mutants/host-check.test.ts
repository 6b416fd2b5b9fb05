import { describe, expect, test } from 'vitest';
import type { RequirementResult } from '../../cli/run/aggregate.js';
import { checkHost } from './host-check.js';

const result = (id: string, status: RequirementResult['status'], level: RequirementResult['level'] = 'MUST'): RequirementResult => ({ id, level, area: 'permits', title: id, status, tests: [] });

describe('checkHost', () => {
  const mutant = { kind: 'mutant', name: 'or-as-and', rules: ['PERMIT-005'], describes: 'commas read as AND' } as const;
  const variant = { kind: 'variant', name: 'terse-messages', departsFrom: ['PERMIT-020'], describes: 'other texts' } as const;

  test('a broken host is caught when its own rule is red', () => {
    const c = checkHost(mutant, ['permits'], [result('PERMIT-005', 'FAIL'), result('PERMIT-001', 'PASS')]);
    expect(c).toMatchObject({ passed: true, caughtBy: ['PERMIT-005'], red: [{ id: 'PERMIT-005', level: 'MUST', status: 'FAIL' }], warnings: [] });
  });
  test('a broken host whose rules all pass survived, whatever else is red', () => {
    const c = checkHost(mutant, ['permits'], [result('PERMIT-005', 'PASS'), result('PERMIT-001', 'FAIL')]);
    expect(c.passed).toBe(false);
    expect(c.problems).toEqual(['none of its rules (PERMIT-005) went red']);
  });
  test('more than 3 red requirements for one bug is a warning, not a failure', () => {
    const c = checkHost(mutant, ['permits'], ['PERMIT-005', 'PERMIT-001', 'PERMIT-002', 'PERMIT-029'].map((id) => result(id, 'FAIL')));
    expect(c.passed).toBe(true);
    expect(c.warnings).toEqual(['4 requirements red for one planted bug (more than 3)']);
  });
  test('a variant passes with only its departed SHOULD red', () => {
    const c = checkHost(variant, ['permits'], [result('PERMIT-020', 'FAIL', 'SHOULD'), result('PERMIT-001', 'PASS')]);
    expect(c).toMatchObject({ passed: true, falseRed: [] });
  });
  test('a variant red on a MUST, or on a SHOULD it does not depart from, is a false red', () => {
    const c = checkHost(variant, ['permits'], [result('PERMIT-001', 'ERROR'), result('PERMIT-009', 'FAIL', 'SHOULD'), result('PERMIT-011', 'NOT_RUN')]);
    expect(c.passed).toBe(false);
    expect(c.falseRed).toEqual(['PERMIT-001', 'PERMIT-009']);
    expect(c.warnings).toContain('left open, so no verdict: PERMIT-011');
  });
  test('a variant whose departed SHOULD leaves a requirement of its areas open gets no verdict: a warning', () => {
    const c = checkHost(variant, ['permits'], [result('PERMIT-020', 'FAIL', 'SHOULD'), result('PERMIT-026', 'NOT_RUN')]);
    expect(c).toMatchObject({ passed: true, falseRed: [], warnings: ['left open, so no verdict: PERMIT-026'] });
  });
});
