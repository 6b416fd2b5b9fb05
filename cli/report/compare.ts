// `--compare <old.json>`: which requirements started failing (NEW_FAILURE) and which stopped (FIXED).
import type { RequirementChange, RequirementStatus } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { isFailing, isPassing } from './status.js';

/** `before` is undefined when the old report did not have the requirement (new in the registry, or another area set). */
export function changeOf(before: RequirementStatus | undefined, now: RequirementStatus): RequirementChange {
  const failedBefore = before !== undefined && isFailing(before);
  if (isFailing(now) && !failedBefore) return 'NEW_FAILURE';
  if (isPassing(now) && failedBefore) return 'FIXED';
  return 'UNCHANGED';
}

export function compareReports(current: RunReport, old: RunReport, against: string): RunReport {
  const oldStatus = new Map(old.requirements.map((r) => [r.id, r.status]));
  const requirements = current.requirements.map((r) => ({ ...r, change: changeOf(oldStatus.get(r.id), r.status) }));
  return {
    ...current,
    requirements,
    comparison: {
      against,
      newFailures: requirements.filter((r) => r.change === 'NEW_FAILURE').map((r) => r.id),
      fixed: requirements.filter((r) => r.change === 'FIXED').map((r) => r.id),
    },
  };
}

export function describeComparison(comparison: NonNullable<RunReport['comparison']>): string {
  const list = (ids: string[]): string => (ids.length === 0 ? 'none' : ids.join(', '));
  return `compared with ${comparison.against}: new failures ${list(comparison.newFailures)}; fixed ${list(comparison.fixed)}`;
}
