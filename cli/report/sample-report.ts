// A synthetic run report for the report views' tests: PASS, FAIL, CRASH, SHOULD failure and a
// not-applicable area, built through the real aggregation so its summary is consistent.
import { aggregate, type RequirementInfo } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import type { TestRecord } from '../run/test-record.js';
import { withReplays } from './replay.js';

export const SAMPLE_REQUIREMENTS: RequirementInfo[] = [
  { id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'the whole string must match' },
  { id: 'PERMIT-005', level: 'MUST', area: 'permits', title: 'commas mean OR inside one permit' },
  { id: 'PERMIT-009', level: 'SHOULD', area: 'permits', title: 'malformed permits are reported at definition' },
  { id: 'PERMIT-018', level: 'MUST', area: 'permits', title: 'evaluation never throws' },
  { id: 'ACCESS-001', level: 'MUST', area: 'access', title: 'platforms, then scopes, then permissions' },
];

const record = (name: string, ids: string[], status: TestRecord['status'], message?: string): TestRecord => ({
  file: 'suites/permits/fixtures.test.ts',
  name: `fixtures/permits/grammar.json > [${ids.join(',')}] ${name}`,
  requirementIds: ids,
  status,
  durationMs: 1,
  ...(message ? { message } : {}),
});

export const SAMPLE_RECORDS: TestRecord[] = [
  record('permits/whole-string: " adapter(qq)" is malformed', ['PERMIT-001'], 'PASS'),
  record('permits/or-inside: group(1,2) allows group 2', ['PERMIT-005'], 'FAIL', 'step 0 {"op":"permit"}: expected {"allowed":true}, host answered {"allowed":false}'),
  record('permits/or-inside: group(1,2) allows group 1', ['PERMIT-005'], 'PASS'),
  record('permits/lint: <b>|x</b> is reported', ['PERMIT-009'], 'FAIL', 'expected {"valid":false}, host answered {"valid":true}'),
  record('permits/hostile: a megabyte of ((((', ['PERMIT-018'], 'CRASH', '[CRASH] the host exited with code 1 (died during the case)'),
];

export function sampleReport(overrides: { seed?: number } = {}): RunReport {
  const { results, summary } = aggregate({
    requirements: SAMPLE_REQUIREMENTS,
    records: SAMPLE_RECORDS,
    applicableAreas: ['permits'],
    notApplicableAreas: ['access'],
    filtered: false,
    requireAreas: false,
  });
  return withReplays({
    kit: { name: 'capkit', version: '0.1.0' },
    contract: { version: '2026.11' },
    protocol: 1,
    host: { spec: { kind: 'command', command: 'python3 host.py' }, implementation: { name: 'py-host', version: '1.2.3', language: 'python' }, areas: ['permits'] },
    run: {
      areas: ['permits'],
      notApplicable: ['access'],
      seed: overrides.seed ?? 42,
      timeoutMultiplier: 1,
      validateProtocol: false,
      node: 'v20.19.0',
      durationMs: 1234,
      fixtureSetHash: `sha256:${'ab'.repeat(32)}`,
      requireAreas: false,
    },
    requirements: results,
    summary,
    problems: { moduleFailures: [], unhandled: [] },
  });
}
