// A synthetic matrix record for the matrix views' tests: four hosts (two passing, one failing a permits
// rule, one whose answers break a whole case), requirement rows, and the disagreements computed by the
// real comparison from made-up host answers. One host name carries markup, to check it stays text.
import type { CaseOutcome } from '../../host/connection.js';
import type { FixtureCaseRef, HostAnswers } from '../../cli/matrix/fixture-answers.js';
import { compareAnswers } from '../../cli/matrix/disagreements.js';
import { MATRIX_KIND, type MatrixHost, type MatrixReport, type MatrixRow } from '../../cli/matrix/matrix-report.js';

export const HOSTILE_LABEL = '<img src=x onerror=alert(1)>|*x*';

export const SAMPLE_CASES: FixtureCaseRef[] = [
  {
    file: 'fixtures/permits/lists.json',
    area: 'permits',
    fixture: {
      id: 'permits/or-inside',
      requirements: ['PERMIT-005'],
      description: 'commas mean OR',
      setup: {},
      steps: [
        { op: 'permit', permits: ['group(1,2)'], message: { $adapter: 'qq', $channel: { type: 'group', id: '2' } }, expect: { allowed: true } },
        { op: 'permit', permits: ['group(3)'], message: { $adapter: 'qq', $channel: { type: 'group', id: '2' } }, expect: { allowed: false } },
        { op: 'lint', permit: 'group(', expect: { valid: false } },
      ],
    },
  },
  {
    file: 'fixtures/access/hidden.json',
    area: 'access',
    fixture: {
      id: 'access/hidden',
      requirements: ['ACCESS-007'],
      description: 'hidden is never listed',
      setup: {},
      steps: [{ op: 'access', tool: { hidden: true }, message: null, expect: { listed: false, callable: true } }],
    },
  },
];

const ok = (...results: Record<string, unknown>[]): CaseOutcome => ({ kind: 'ok', results });
const answers = (claims: string[], outcomes: [string, CaseOutcome][]): HostAnswers => ({ claims, outcomes: new Map(outcomes) });

export const SAMPLE_ANSWERS: { label: string; answers: HostAnswers }[] = [
  { label: 'reference', answers: answers(['permits', 'access'], [['permits/or-inside', ok({ allowed: true }, { allowed: false }, { valid: false })], ['access/hidden', ok({ listed: false, callable: true })]]) },
  // Another wording of the same answers (an extra field the contract leaves free): not a disagreement.
  { label: 'python', answers: answers(['permits', 'access'], [['permits/or-inside', ok({ allowed: true, note: 'x' }, { allowed: false }, { valid: false, reason: 'unclosed' })], ['access/hidden', ok({ listed: false, callable: true })]]) },
  { label: 'or-as-and', answers: answers(['permits', 'access'], [['permits/or-inside', ok({ allowed: false }, { allowed: false }, { valid: false })], ['access/hidden', ok({ listed: false, callable: true })]]) },
  { label: HOSTILE_LABEL, answers: answers(['permits', 'access'], [['permits/or-inside', ok({ allowed: true }, { allowed: false }, { valid: false })], ['access/hidden', { kind: 'crash', message: 'the host exited with code 1' }]]) },
];

const row = (id: string, level: MatrixRow['level'], area: string, title: string, statuses: MatrixRow['cells'][number]['status'][]): MatrixRow => ({
  id, level, area, title, cells: statuses.map((status) => ({ status, ...(status === 'PASS' ? {} : { reason: `${id} did not pass` }) })),
});

export function sampleMatrix(): MatrixReport {
  const hosts: MatrixHost[] = SAMPLE_ANSWERS.map(({ label }, i) => ({
    label,
    spec: { kind: 'module', path: `/kit/hosts/${i}.js` },
    implementation: { name: `impl-${i}`, version: '1.0.0', language: 'typescript' },
    verdict: label === 'or-as-and' || label === HOSTILE_LABEL ? 'fail' : 'pass',
    exitCode: label === 'or-as-and' || label === HOSTILE_LABEL ? 1 : 0,
  }));
  const comparison = compareAnswers(SAMPLE_CASES, SAMPLE_ANSWERS);
  return {
    kind: MATRIX_KIND,
    kit: { name: 'capkit', version: '0.1.0' },
    contract: { version: '2026.11' },
    protocol: 1,
    run: { seed: 7, areas: ['permits', 'access'], jobs: 2, timeoutMultiplier: 1, validateProtocol: false, node: 'v20.19.0', durationMs: 1000, fixtureSetHash: 'sha256:0' },
    hosts,
    requirements: [
      row('PERMIT-001', 'MUST', 'permits', 'the whole string must match', ['PASS', 'PASS', 'PASS', 'PASS']),
      row('PERMIT-005', 'MUST', 'permits', 'commas mean OR inside one permit', ['PASS', 'PASS', 'FAIL', 'PASS']),
      row('ACCESS-007', 'MUST', 'access', 'a hidden tool is never listed', ['PASS', 'PASS', 'PASS', 'CRASH']),
      row('PROTOCOL-001', 'MUST', 'protocol', 'one hello per run', ['NOT_RUN', 'NOT_RUN', 'NOT_RUN', 'NOT_RUN']),
    ],
    comparison: { ...comparison, problems: [] },
    summary: { ok: false, exitCode: 1, passing: ['reference', 'python'], failing: ['or-as-and', HOSTILE_LABEL], withoutVerdict: [] },
  };
}
