// Traceability from what a run executed: every requirement with the tests that covered it. A MUST of an
// applicable area without one executed test is a gap in the kit, whatever the host did.
import type { RunReport } from '../run/report.js';

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
  /** Areas the host did not declare: their requirements could not be traced in this run. */
  notApplicable: string[];
}

export function traceOf(report: RunReport): Trace {
  const requirements = report.requirements.map((r) => ({
    id: r.id,
    level: r.level,
    area: r.area,
    title: r.title,
    status: r.status,
    tests: [...new Set(r.tests.filter((t) => t.status !== 'SKIPPED').map((t) => t.name))],
  }));
  const applicable = new Set(report.run.areas);
  return {
    requirements,
    uncoveredMust: requirements.filter((r) => r.level === 'MUST' && applicable.has(r.area) && r.tests.length === 0).map((r) => r.id),
    notApplicable: report.run.notApplicable,
  };
}

export function formatTrace(trace: Trace): string {
  const out: string[] = [];
  for (const r of trace.requirements) {
    const flag = r.tests.length === 0 ? (r.level === 'MUST' && !trace.notApplicable.includes(r.area) ? '  ✘ NO TEST' : '  (no test)') : '';
    out.push(`${r.id} ${r.level} ${r.area} — ${r.title} [${r.tests.length} test(s)]${flag}`);
    for (const t of r.tests) out.push(`    ${t}`);
  }
  if (trace.notApplicable.length > 0) out.push(`not traced (the host does not declare them): ${trace.notApplicable.join(', ')}`);
  out.push(trace.uncoveredMust.length === 0 ? 'every MUST requirement has at least one executed test' : `MUST requirement(s) without an executed test: ${trace.uncoveredMust.join(', ')}`);
  return out.join('\n');
}
