// The console summary, from a hand-made report: the protocol group apart, provenance split, the failing
// test laid out in one wording, skipped tests counted, and nothing of the host's printed raw.
import { describe, expect, test } from 'vitest';
import { aggregate, type RequirementInfo } from './aggregate.js';
import { formatSummary } from './print-summary.js';
import type { RunReport } from './report.js';
import type { TestRecord } from './test-record.js';
import { withReplays } from '../report/replay.js';

const REQUIREMENTS: RequirementInfo[] = [
  { id: 'PERMIT-005', level: 'MUST', area: 'permits', title: 'Commas mean OR', provenance: 'documented' },
  { id: 'PERMIT-013', level: 'MUST', area: 'permits', title: 'Roles are ranked', provenance: 'ruling' },
  { id: 'PROTOCOL-003', level: 'MUST', area: 'protocol', title: 'Unknown op' },
];

const FIXTURE_FAILURE =
  'decided by PERMIT-005: step 0 {"op":"permit","permits":["group(1,2)"],"message":null}: expected {"allowed":true}, host answered {"allowed":false} (at .allowed: expected true, host answered false)';

const records: TestRecord[] = [
  { file: 'suites/permits/fixtures.test.ts', name: 'fixtures/permits/lists.json > [PERMIT-005,PERMIT-013] permits/or: group(1,2)', requirementIds: ['PERMIT-005', 'PERMIT-013'], status: 'FAIL', chargedTo: 'PERMIT-005', message: FIXTURE_FAILURE, durationMs: 1 },
  { file: 'suites/permits/fixtures.test.ts', name: 'fixtures/permits/roles.json > [PERMIT-013] permits/roles', requirementIds: ['PERMIT-013'], status: 'PASS', durationMs: 1 },
  { file: 'suites/permits/properties.test.ts', name: 'p > [PERMIT-013] skipped one', requirementIds: ['PERMIT-013'], status: 'SKIPPED', skipNote: 'host does not implement area permits', durationMs: 0 },
];

function report(): RunReport {
  const { results, summary } = aggregate({ requirements: REQUIREMENTS, records, applicableAreas: ['permits'], notApplicableAreas: [], filtered: false, requireAreas: false });
  return withReplays({
    kit: { name: 'capkit', version: '0.1.0' },
    contract: { version: '2026.11' },
    protocol: 1,
    host: { spec: { kind: 'command', command: 'python3 host.py' }, implementation: { name: 'evil\u001b[32m✔ host', version: '1\n2', language: 'py' }, areas: ['permits'] },
    run: { areas: ['permits'], notApplicable: [], seed: 7, timeoutMultiplier: 2, validateProtocol: true, node: 'v20', durationMs: 10 },
    requirements: results,
    summary,
    problems: { moduleFailures: [], unhandled: [] },
  });
}

describe('formatSummary', () => {
  const text = formatSummary(report(), false).replace(/\x1b\[[0-9;]*m/g, '');

  test('host text is shown with its control characters escaped', () => {
    expect(text).toContain('evil\\x1b[32m✔ host 1\\n2 (py)');
    expect(formatSummary(report(), false)).not.toContain('\u001b[32m✔ host');
  });

  test('protocol is a row of its own, after the contract areas and a separator; MUSTs split by provenance', () => {
    const lines = text.split('\n');
    const permits = lines.findIndex((l) => l.startsWith('permits '));
    const rule = lines.findIndex((l) => /^─+$/.test(l));
    const protocol = lines.findIndex((l) => l.startsWith('protocol '));
    expect(permits).toBeGreaterThan(0);
    expect(rule).toBe(permits + 1);
    expect(protocol).toBe(rule + 1);
    expect(lines[permits - 1]).toMatch(/documented MUST +capkit-ruling MUST$/);
    expect(lines[permits]).toMatch(/^permits +0\/1, 1 open +– +– +0\/1 +1 open/);
    expect(lines[protocol]).toMatch(/^protocol +1 untested/);
  });

  test('every cell starts under its column heading, however long a cell is (passed/judged, then open)', () => {
    const lines = text.split('\n');
    const head = lines.find((l) => l.startsWith('area '))!;
    const starts = ['SHOULD', 'MAY', 'documented MUST', 'capkit-ruling MUST'].map((h) => head.indexOf(h));
    for (const line of lines.filter((l) => /^(permits|protocol) /.test(l))) {
      for (const at of starts) expect(line[at - 1], `${line} at ${at}`).toBe(' ');
      for (const at of starts) expect(line[at], `${line} at ${at}`).not.toBe(' ');
    }
  });

  test('the failing requirement shows its test, step, expected and observed once each, and its replay', () => {
    expect(text).toMatch(/FAIL +PERMIT-005 MUST Commas mean OR\n +rule +A well-formed permit with several items MUST hold when any one of its items is satisfied\.\n +spec +\S*spec\/permits\.md:\d+\n +failing test +fixtures\/permits\/lists\.json > permits\/or: group\(1,2\)/);
    expect(text).toMatch(/ step +step 0 \{"op":"permit","permits":\["group\(1,2\)"\],"message":null\}\n/);
    expect(text).toMatch(/ expected +\{"allowed":true\}\n +host answered +\{"allowed":false\}\n +differs at +\.allowed: expected true, host answered false\n/);
    // PERMIT-013's other tests passed, but this one stopped before deciding it: left open, never "not changed".
    expect(text).toMatch(/ left open +PERMIT-013 \(this failure stopped the test before deciding them: NOT_RUN\)/);
    expect(text).not.toMatch(/also exercised/);
    expect(text).toMatch(/ replay +npx capkit run --host-cmd 'python3 host\.py' --timeout-multiplier 2 --areas permits --grep permits\/or:$/m);
    expect(text).not.toMatch(/to match object/);
  });

  test('skipped tests are counted with their reason; a requirement left open is listed with why (--verbose)', () => {
    expect(text).toContain('1 test skipped: host does not implement area permits (e.g. p > [PERMIT-013] skipped one)');
    const verbose = formatSummary(report(), true).replace(/\x1b\[[0-9;]*m/g, '');
    expect(verbose).toMatch(/NOT_RUN +PERMIT-013 MUST Roles are ranked\n +not decided: 1 of its 3 tests stopped at a failure charged to PERMIT-005 \(fixtures\/permits\/lists\.json > permits\/or: group\(1,2\)\)/);
  });

  test('the verdict line, the untested protocol rules and the rerun of the whole run', () => {
    expect(text).toContain('✘ 1 MUST requirement(s) not met: PERMIT-005');
    expect(text).toContain('not judged: PROTOCOL-003 (no test of the areas run exercises them)');
    expect(text).toContain("rerun: npx capkit run --host-cmd 'python3 host.py' --seed 7 --timeout-multiplier 2 --areas permits");
  });
});
