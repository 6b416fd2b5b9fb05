// A permits-only host with three bugs, as `capkit run` reports it today: commas read as AND inside one
// permit, roles compared exactly (no ranking), and an error on permits longer than 100 KB. The failing
// tests and their texts are those of a real run of such a host (seed 1); the passing tests are one per
// requirement. Every other area of the registry is not applicable, so the views see a realistic mix:
// about a fifth of the requirements judged, a few red, one property failure that many tests cite.
import { aggregate } from '../../cli/run/aggregate.js';
import type { RunReport } from '../../cli/run/report.js';
import type { TestRecord } from '../../cli/run/test-record.js';
import { requirementIdsOf } from '../../cli/run/test-record.js';
import { loadRequirements } from '../../spec/requirements.js';
import type { Provenance } from '../../cli/report/report-fields.js';
import { withReplays } from '../../cli/report/replay.js';
import { withProvenance } from './sample-report.js';

const PERMITS = 'suites/permits/';

function test(file: string, name: string, status: TestRecord['status'], message?: string, chargedTo?: string): TestRecord {
  const requirementIds = requirementIdsOf(name);
  const failed = status !== 'PASS' && status !== 'SKIPPED';
  return {
    file: `${PERMITS}${file}`,
    name,
    requirementIds,
    status,
    durationMs: 3,
    ...(message ? { message } : {}),
    ...(failed ? { chargedTo: chargedTo ?? requirementIds[0]! } : {}),
  };
}

/** Every fixture failure of this host denies where the rule allows (worded as the fixture suite words it). */
const step = (i: number, sent: string): string =>
  `step ${i} ${sent}: expected {"allowed":true}, host answered {"allowed":false}: expected { allowed: false } to match object { allowed: true }`;

const property = (decidedBy: string | undefined, runs: number, shrinks: number, path: string, example: string, cause: string): string =>
  `${decidedBy ? `decided by ${decidedBy}: ` : ''}Property failed after ${runs} run(s) and ${shrinks} shrink(s); seed 1 (replay: capkit run --seed 1, or CAPKIT_SEED=1 under vitest), path "${path}"\nCounterexample (JSON): ${example}\nCause: ${cause}`;

const FIXTURE_FAILURES: TestRecord[] = [
  test('fixtures.test.ts', 'fixtures/permits/whitespace.json > [PERMIT-029] permits/ascii-whitespace-is-trimmed: Spaces, tabs, newlines, vertical tabs and form feeds around items are removed.', 'FAIL',
    step(4, '{"op":"permit","permits":["group( b ,\\ta\\n)"],"message":{"$adapter":"qq","$channel":{"type":"group","id":"a"},"$sender":{"id":"u1","role":"master"}}}')),
  test('fixtures.test.ts', 'fixtures/permits/lists.json > [PERMIT-005] permits/or-inside-one-permit: A permit holds when any one of its items is satisfied.', 'FAIL',
    step(0, '{"op":"permit","permits":["group(1,2)"],"message":{"$adapter":"qq","$channel":{"type":"group","id":"2"},"$sender":{"id":"u1","role":"trusted"}}}')),
  test('fixtures.test.ts', "fixtures/permits/roles.json > [PERMIT-026,PERMIT-005] permits/role-ranking: role(r) holds when the sender's role ranks at least r; role(user) is any identified sender; no sender is always false.", 'FAIL',
    step(0, '{"op":"permit","permits":["role(trusted)"],"message":{"$adapter":"qq","$sender":{"id":"u1","role":"master"}}}')),
  test('fixtures.test.ts', 'fixtures/permits/conversations.json > [PERMIT-008,PERMIT-011] permits/group-kind: A group conversation with id 7.', 'FAIL',
    step(5, '{"op":"permit","permits":["group(8,*)"],"message":{"$adapter":"qq","$channel":{"type":"group","id":"7"},"$sender":{"id":"u1"}}}')),
  test('fixtures.test.ts', 'fixtures/permits/grammar.json > [PERMIT-028] permits/empty-item-among-others: An item that is empty after trimming, next to other items, makes the permit malformed; group(a,) is not group(a).', 'FAIL',
    step(1, '{"op":"permit","permits":["group(a,b)"],"message":{"$adapter":"qq","$channel":{"type":"group","id":"a"},"$sender":{"id":"u1"}}}')),
  test('fixtures.test.ts', 'fixtures/permits/kinds.json > [PERMIT-015,PERMIT-011] permits/adapter-kind: adapter(v,...) holds iff the adapter equals an item exactly: no case folding, prefix or suffix matching.', 'FAIL',
    step(1, '{"op":"permit","permits":["adapter(kook,qq)"],"message":{"$adapter":"qq"}}')),
  test('fixtures.test.ts', 'fixtures/permits/kinds.json > [PERMIT-016,PERMIT-011] permits/user-kind: user(v,...) holds iff there is a sender whose id equals an item exactly.', 'FAIL',
    step(1, '{"op":"permit","permits":["user(u2,u1)"],"message":{"$adapter":"qq","$sender":{"id":"u1"}}}')),
];

const AGREEMENT_IDS = 'PERMIT-001,PERMIT-002,PERMIT-029,PERMIT-031,PERMIT-008,PERMIT-009,PERMIT-011,PERMIT-012,PERMIT-014,PERMIT-015,PERMIT-016,PERMIT-021,PERMIT-022,PERMIT-023,PERMIT-024,PERMIT-026';

const PROPERTY_FAILURES: TestRecord[] = [
  test('properties.test.ts', `permits: agreement with the rulings > [${AGREEMENT_IDS}] permit verdicts agree with the model of the permit rulings`, 'FAIL',
    property(undefined, 1, 13, '0:1:0:2:1:2:3:3:3:3:3:3:3:3', '{"grants":{},"checks":[{"permits":["adapter(qq,kook)"],"message":{"$adapter":"qq"}},{"permits":[],"message":{"$adapter":"qq"}}]}',
      'check 0 {"permits":["adapter(qq,kook)"],"message":{"$adapter":"qq"},"grants":{}}: expected true, host answered false (the permit rulings)')),
  test('properties.test.ts', 'permits: laws > [PERMIT-005] kind(A,B) allows exactly when kind(A) or kind(B) allows', 'FAIL',
    property('PERMIT-005', 3, 16, '2:0:1:0:0:4:3:3:4:3:2:2:2:0:0:1:1', '{"grants":{},"laws":[["adapter",["qq"],["x"],{"$adapter":"qq"}]]}',
      'check 0 ["adapter",["qq"],["x"],{"$adapter":"qq"}]: expected "both = left OR right", host answered {"both":false,"left":true,"right":false}')),
  test('properties.test.ts', "permits: laws > [PERMIT-027] raising the sender's role never turns allowed into denied", 'FAIL',
    property('PERMIT-027', 40, 11, '39:0:8:7:7:7:9:6:6:6:6:6', '{"grants":{},"laws":[[["role(user)"],{"$adapter":"qq"},["u1","user"],"master"],[[],{"$adapter":"qq"},["u1","master"],"user"]]}',
      'check 0 [{"permits":["role(user)"],"message":{"$adapter":"qq","$sender":{"id":"u1","role":"user"}}},{"permits":["role(user)"],"message":{"$adapter":"qq","$sender":{"id":"u1","role":"master"}}}]: expected "allowed after raising", host answered [true,false]')),
];

/** [also cited, what the case sends, its case number]: each answered with the host's error. */
const HUGE: [string, string, number][] = [
  ['PERMIT-002', 'permit of 1 MB of "(" is answered denied', 1], ['PERMIT-001', 'permit of 1 MB of "," is answered denied', 3],
  ['PERMIT-001', 'permit of 1 MB of "a" is answered denied', 5], ['PERMIT-002', 'permit of 1M spaces is answered denied', 7],
  ['PERMIT-031', 'permit of 100k nested parentheses inside group(…) is answered denied', 9],
  ['PERMIT-005,PERMIT-008', 'permit of a 1 MB group(…) item list ending in the conversation id is answered allowed', 13],
  ['PERMIT-008,PERMIT-011', 'permit of a 1 MB group(…) item list without the conversation id is answered denied', 15],
  ['PERMIT-017', 'permit of user(…) of 1M commas is answered denied', 17], ['PERMIT-029', 'permit of adapter(…) with 500k ASCII spaces around the item is answered allowed', 19],
  ['PERMIT-029', 'permit of adapter(…) with 500k U+001F before the item is answered denied', 21], ['PERMIT-012', 'permit of role(…) of 200k "user|" is answered denied', 23],
  ['PERMIT-001', 'permit of 1 MB of "a" then (…) is answered denied', 25], ['PERMIT-002', 'permit of adapter(qq) then 1 MB of ")" is answered denied', 27],
];

const HUGE_FAILURES = HUGE.map(([ids, what, n]) =>
  test('pathological.test.ts', `permits: pathological inputs answer promptly > [PERMIT-018,PERMIT-019,${ids}] ${what}`, 'ERROR',
    `[ERROR] host reported an error for case permits-check-${n}: capkit-reference failed: RangeError: permit longer than 102400 characters`));

/** Rulings of the permits area where the documented contract is silent (sample data, not the registry). */
const RULINGS = new Set(['PERMIT-029', 'PERMIT-012', 'PERMIT-026', 'PERMIT-014', 'PERMIT-015', 'PERMIT-017', 'PERMIT-019', 'PROTOCOL-003', 'PROTOCOL-005']);

export function threeBugReport(): RunReport {
  const requirements = loadRequirements().map(({ id, level, area, title }) => ({ id, level, area, title }));
  const passing = requirements
    .filter((r) => r.area === 'permits' || r.area === 'protocol')
    .map((r) => test(r.area === 'protocol' ? 'protocol-robustness.test.ts' : 'fixtures.test.ts', `${r.area}: ${r.title} > [${r.id}] holds on a plain case`, 'PASS'));
  const aggregated = aggregate({
    requirements,
    records: [...passing, ...FIXTURE_FAILURES, ...PROPERTY_FAILURES, ...HUGE_FAILURES],
    applicableAreas: ['permits', 'protocol'],
    notApplicableAreas: ['access', 'registry', 'turns', 'catalog'],
    filtered: false,
    requireAreas: false,
  });
  const provenance = (id: string): Provenance => (RULINGS.has(id) ? 'ruling' : 'documented');
  const { results, summary } = withProvenance(aggregated.results, aggregated.summary, provenance);
  return withReplays({
    kit: { name: 'capkit', version: '0.1.0' },
    contract: { version: '2026.11' },
    protocol: 1,
    host: { spec: { kind: 'command', command: 'cargo run --release -- --stdio' }, implementation: { name: 'permits-rs', version: '0.3.0', language: 'rust' }, areas: ['permits'] },
    run: {
      areas: ['permits'],
      notApplicable: ['access', 'registry', 'turns', 'catalog'],
      seed: 1,
      timeoutMultiplier: 4,
      validateProtocol: true,
      node: 'v20.19.0',
      durationMs: 8630,
      fixtureSetHash: `sha256:${'45'.repeat(32)}`,
      requireAreas: false,
    },
    requirements: results,
    summary,
    problems: { moduleFailures: [], unhandled: [] },
  });
}
