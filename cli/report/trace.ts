// Traceability from what a run executed: every requirement with the tests that covered it. A MUST of an
// applicable area without one executed test is a gap in the kit, whatever the host did. Protocol MUSTs
// are tested within the areas' suites: a run of only some areas may leave one untested (not a gap of
// that run), but a run of every area the kit has must test each of them.
import type { RunReport } from '../run/report.js';
import { PROTOCOL_AREA } from '../run/verdict.js';

export interface TraceEntry {
  id: string;
  level: string;
  area: string;
  title: string;
  status: string;
  /** Tests that ran (any verdict but SKIPPED), by full name. */
  tests: string[];
}

export interface Trace {
  requirements: TraceEntry[];
  /** MUST requirements of applicable areas no executed test covered. */
  uncoveredMust: string[];
  /** Protocol MUSTs no executed test covered, in a run of every area the kit has (else empty). */
  uncoveredProtocolMust: string[];
  /** Areas the host did not declare: their requirements could not be traced in this run. */
  notApplicable: string[];
}

/** `kitAreas`: every area the kit has suites for; a run of all of them must test every protocol MUST. */
export function traceOf(report: RunReport, kitAreas: readonly string[] = report.run.areas): Trace {
  const requirements = report.requirements.map((r) => ({
    id: r.id,
    level: r.level,
    area: r.area,
    title: r.title,
    status: r.status,
    // A test that failed on another requirement's rule still executed this one's code path.
    tests: [...new Set([...r.tests, ...(r.alsoExercisedBy ?? [])].filter((t) => t.status !== 'SKIPPED').map((t) => t.name))],
  }));
  const applicable = new Set(report.run.areas);
  const fullRun = kitAreas.every((a) => applicable.has(a));
  const uncovered = (r: TraceEntry): boolean => r.level === 'MUST' && r.tests.length === 0;
  return {
    requirements,
    uncoveredMust: requirements.filter((r) => uncovered(r) && applicable.has(r.area)).map((r) => r.id),
    uncoveredProtocolMust: fullRun ? requirements.filter((r) => uncovered(r) && r.area === PROTOCOL_AREA).map((r) => r.id) : [],
    notApplicable: report.run.notApplicable,
  };
}

export function formatTrace(trace: Trace): string {
  const out: string[] = [];
  const gaps = new Set([...trace.uncoveredMust, ...trace.uncoveredProtocolMust]);
  for (const r of trace.requirements) {
    const flag = r.tests.length === 0 ? (gaps.has(r.id) ? '  ✘ NO TEST' : '  (no test)') : '';
    out.push(`${r.id} ${r.level} ${r.area} — ${r.title} [${r.tests.length} test(s)]${flag}`);
    for (const t of r.tests) out.push(`    ${t}`);
  }
  if (trace.notApplicable.length > 0) out.push(`not traced (the host does not declare them): ${trace.notApplicable.join(', ')}`);
  out.push(trace.uncoveredMust.length === 0 ? 'every MUST requirement has at least one executed test' : `MUST requirement(s) without an executed test: ${trace.uncoveredMust.join(', ')}`);
  if (trace.uncoveredProtocolMust.length > 0) {
    out.push(`protocol MUST requirement(s) no area's suite tests: ${trace.uncoveredProtocolMust.join(', ')} (each needs a test in some suites/<area>/protocol-robustness.test.ts)`);
  }
  return out.join('\n');
}
