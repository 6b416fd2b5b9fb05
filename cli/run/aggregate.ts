// From executed tests to one verdict per requirement, and the run's summary.
import type { TestRecord } from './test-record.js';
import type { AggregateInput, RequirementResult, RunSummary, TestRef } from './run-result.js';
import { applyExpectations } from '../expectations/apply.js';
import { PROTOCOL_AREA, requirementVerdict } from './verdict.js';
import { summarise } from './summarise.js';
import { exchangeRecords } from './protocol-exchanges.js';

export { PROTOCOL_AREA } from './verdict.js';
export type * from './run-result.js';

/** The areas whose requirements a run judges: those asked for, and protocol whenever an area ran. */
export function areasInScope(input: Pick<AggregateInput, 'applicableAreas' | 'notApplicableAreas'>): Set<string> {
  const scope = new Set([...input.applicableAreas, ...input.notApplicableAreas]);
  if (input.applicableAreas.some((a) => a !== PROTOCOL_AREA)) scope.add(PROTOCOL_AREA);
  return scope;
}

export function aggregate(input: AggregateInput): { results: RequirementResult[]; summary: RunSummary } {
  const byId = new Map<string, TestRecord[]>();
  for (const record of [...input.records, ...exchangeRecords(input.records)]) {
    const ids = new Set(record.requirementIds);
    if (record.chargedTo !== undefined) ids.add(record.chargedTo);
    for (const id of ids) {
      const list = byId.get(id) ?? [];
      list.push(record);
      byId.set(id, list);
    }
  }
  const inScope = areasInScope(input);
  const verdicts = input.requirements.filter((r) => inScope.has(r.area)).map((r) => requirementVerdict(r, byId.get(r.id) ?? [], input));
  const observed = withLeftOpen(verdicts.map((v) => v.result));
  // A protocol requirement no test of the run's areas exercises is out of the run's reach: shown as
  // NOT_RUN, but not a reason for "no verdict" (see verdict.ts).
  const outOfReach = new Set(verdicts.filter((v) => v.outOfReach).map((v) => v.result.id));
  if (!input.expectations) return { results: observed, summary: summarise(observed, input, [], outOfReach) };
  const known = new Set(input.requirements.map((r) => r.id));
  const applied = applyExpectations(observed, input.expectations, known, input.records.map((t) => t.name));
  return { results: applied.results, summary: summarise(applied.results, input, applied.warnings, outOfReach) };
}

/**
 * A failed test's other cited requirements, split by what the failure did to them: those it left open
 * (NOT_RUN or PARTIAL now: it stopped before deciding them) and those whose status it left unchanged
 * (decided by other evidence). Only the latter are "also exercised".
 */
function withLeftOpen(results: RequirementResult[]): RequirementResult[] {
  const status = new Map(results.map((r) => [r.id, r.status]));
  const open = (id: string): boolean => status.get(id) === 'NOT_RUN' || status.get(id) === 'PARTIAL';
  const split = (t: TestRef): TestRef => {
    if (t.alsoExercised === undefined) return t;
    const { alsoExercised, ...rest } = t;
    const leftOpen = alsoExercised.filter(open);
    const unchanged = alsoExercised.filter((id) => !open(id));
    return { ...rest, ...(unchanged.length > 0 ? { alsoExercised: unchanged } : {}), ...(leftOpen.length > 0 ? { leftOpen } : {}) };
  };
  return results.map((r) => ({
    ...r,
    tests: r.tests.map(split),
    ...(r.alsoExercisedBy ? { alsoExercisedBy: r.alsoExercisedBy.map(split) } : {}),
  }));
}
