// A synthetic run report for the report views' tests: PASS, FAIL, CRASH, SHOULD failure, a
// not-applicable area and, on request, a passing protocol group, built through the real aggregation so its summary is
// consistent, with the fields newer reports carry (provenance, the documented/ruling MUST split).
import { aggregate, type LevelCount, type RequirementInfo, type RequirementResult, type RunSummary } from '../../cli/run/aggregate.js';
import type { RunReport } from '../../cli/run/report.js';
import type { TestRecord } from '../../cli/run/test-record.js';
import type { AreaView, Provenance, RequirementView } from '../../cli/report/report-fields.js';
import { withReplays } from '../../cli/report/replay.js';

export type SampleRequirement = RequirementInfo & { provenance?: Provenance };

export const SAMPLE_REQUIREMENTS: SampleRequirement[] = [
  { id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'the whole string must match', provenance: 'documented' },
  { id: 'PERMIT-005', level: 'MUST', area: 'permits', title: 'commas mean OR inside one permit', provenance: 'documented' },
  { id: 'PERMIT-009', level: 'SHOULD', area: 'permits', title: 'malformed permits are reported at definition', provenance: 'ruling' },
  { id: 'PERMIT-018', level: 'MUST', area: 'permits', title: 'evaluation never throws', provenance: 'ruling' },
  { id: 'ACCESS-001', level: 'MUST', area: 'access', title: 'platforms, then scopes, then permissions', provenance: 'documented' },
  { id: 'PROTOCOL-003', level: 'MUST', area: 'protocol', title: 'an unknown op answers a step error, and the case goes on', provenance: 'ruling' },
];

const record = (name: string, ids: string[], status: TestRecord['status'], message?: string): TestRecord => ({
  file: 'suites/permits/fixtures.test.ts',
  name: `fixtures/permits/grammar.json > [${ids.join(',')}] ${name}`,
  requirementIds: ids,
  status,
  durationMs: 1,
  ...(message ? { message } : {}),
  ...(status !== 'PASS' && status !== 'SKIPPED' ? { chargedTo: ids[0]! } : {}),
});

export const SAMPLE_RECORDS: TestRecord[] = [
  record('permits/whole-string: " adapter(qq)" is malformed', ['PERMIT-001'], 'PASS'),
  record('permits/or-inside: group(1,2) allows group 2', ['PERMIT-005'], 'FAIL', 'step 0 {"op":"permit"}: expected {"allowed":true}, host answered {"allowed":false}'),
  record('permits/or-inside: group(1,2) allows group 1', ['PERMIT-005'], 'PASS'),
  record('permits/lint: <b>|x</b> is reported', ['PERMIT-009'], 'FAIL', 'expected {"valid":false}, host answered {"valid":true}'),
  record('permits/hostile: a megabyte of ((((', ['PERMIT-018'], 'CRASH', '[CRASH] the host exited with code 1 (died during the case)'),
  { ...record('protocol: an unknown op', ['PROTOCOL-003'], 'PASS'), file: 'suites/permits/protocol-robustness.test.ts' },
];

/** What a level count adds up from one requirement's status (as the run's summary counts it). */
function countInto(count: LevelCount, status: string): void {
  if (status === 'PASS' || status === 'FLAKY_PASS') count.pass += 1;
  else if (status === 'XFAIL' || status === 'FLAKY_FAIL') count.expected += 1;
  else if (!['NOT_RUN', 'NOT_APPLICABLE', 'PARTIAL'].includes(status)) count.fail += 1;
}

/** Adds provenance to each requirement and the documented/ruling MUST split to each area. */
export function withProvenance(results: RequirementResult[], summary: RunSummary, provenance: (id: string) => Provenance): { results: RequirementView[]; summary: RunSummary } {
  const views: RequirementView[] = results.map((r) => ({ ...r, provenance: provenance(r.id) }));
  const byArea: Record<string, AreaView> = {};
  for (const [area, s] of Object.entries(summary.byArea)) {
    const zero = (): LevelCount => ({ pass: 0, fail: 0, expected: 0 });
    const split: AreaView = { ...s, documentedMUST: zero(), rulingMUST: zero() };
    for (const r of views.filter((v) => v.area === area && v.level === 'MUST')) {
      countInto(r.provenance === 'ruling' ? split.rulingMUST! : split.documentedMUST!, r.status);
    }
    byArea[area] = split;
  }
  return { results: views, summary: { ...summary, byArea } };
}

/** `protocol`: also judge the protocol group (one passing requirement), as newer runs do. */
export function sampleReport(overrides: { seed?: number; protocol?: boolean } = {}): RunReport {
  const protocol = overrides.protocol === true;
  const aggregated = aggregate({
    requirements: SAMPLE_REQUIREMENTS.filter((r) => protocol || r.area !== 'protocol'),
    records: SAMPLE_RECORDS.filter((t) => protocol || !t.requirementIds[0]!.startsWith('PROTOCOL-')),
    applicableAreas: protocol ? ['permits', 'protocol'] : ['permits'],
    notApplicableAreas: ['access'],
    filtered: false,
    requireAreas: false,
  });
  const provenance = new Map(SAMPLE_REQUIREMENTS.map((r) => [r.id, r.provenance ?? 'documented']));
  const { results, summary } = withProvenance(aggregated.results, aggregated.summary, (id) => provenance.get(id)!);
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
