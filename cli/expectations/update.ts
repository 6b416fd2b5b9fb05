// `capkit expectations update`: the expectations file brought in line with one run's report.
// Every requirement that fails unlisted gets an entry (reason "TODO: explain", to be written by a person);
// every entry the run found stale (XPASS) is removed; everything else is kept as it is, reasons included.
import type { ExpectationEntry } from './entry.js';

/** The parts of a JSON run report the update reads. */
export interface ReportForUpdate {
  requirements: { id: string; status: string; expectations?: ExpectationEntry[] }[];
}

export interface ExpectationsUpdate {
  entries: ExpectationEntry[];
  added: { id: string; status: string }[];
  removed: ExpectationEntry[];
}

export const TODO_REASON = 'TODO: explain';

const UNLISTED_FAILURE = new Set(['FAIL', 'ERROR', 'TIMEOUT', 'CRASH']);

export function updateExpectations(existing: readonly ExpectationEntry[], report: ReportForUpdate): ExpectationsUpdate {
  const stale = new Set<string>();
  for (const r of report.requirements) {
    if (r.status !== 'XPASS') continue;
    for (const e of r.expectations ?? []) if (e.status === 'fail') stale.add(identity(e));
  }
  const removed = existing.filter((e) => stale.has(identity(e)));
  const kept = existing.filter((e) => !stale.has(identity(e)));
  const listed = new Set(kept.filter((e) => e.when === undefined).map((e) => e.id));
  const added = report.requirements.filter((r) => UNLISTED_FAILURE.has(r.status) && !listed.has(r.id)).map((r) => ({ id: r.id, status: r.status }));
  const fresh = added.map((a): ExpectationEntry => ({ id: a.id, status: 'fail', reason: TODO_REASON }));
  return { entries: [...kept, ...fresh], added, removed };
}

/** An entry is the same entry when id and conditions agree (the loader refuses two such entries). */
function identity(e: ExpectationEntry): string {
  return `${e.id}\u0000${JSON.stringify(e.when ?? {})}`;
}

/** Reads what update needs from a parsed report, naming the file and JSON path of anything missing. */
export function reportForUpdate(json: unknown, label: string): ReportForUpdate {
  const requirements = (json as { requirements?: unknown } | null)?.requirements;
  if (!Array.isArray(requirements)) throw new Error(`${label}: /requirements: missing; is this a capkit JSON report (--report json:<file>)?`);
  requirements.forEach((r: unknown, i) => {
    const q = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
    if (typeof q.id !== 'string') throw new Error(`${label}: /requirements/${i}/id: must be a string`);
    if (typeof q.status !== 'string') throw new Error(`${label}: /requirements/${i}/status: must be a string`);
  });
  return json as ReportForUpdate;
}
