// The report fields the views read that older reports lack: provenance (documented contract vs capkit
// ruling), the documented/ruling MUST split per area, the protocol group, and statuses added after a
// report was written (PARTIAL). Views accept them when present and render old reports without them.
import type { AreaSummary, LevelCount, RequirementResult } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';

export type Provenance = 'documented' | 'ruling';

export type AreaView = AreaSummary & { documentedMUST?: LevelCount; rulingMUST?: LevelCount };

export type RequirementView = RequirementResult & { provenance?: Provenance };

export type TestView = RequirementResult['tests'][number];

/** The area key of the protocol group: shown apart from the contract areas, after them. */
export const PROTOCOL_AREA = 'protocol';

export function requirementsOf(report: RunReport): RequirementView[] {
  return report.requirements as RequirementView[];
}

export function areasOf(report: RunReport): Record<string, AreaView> {
  return report.summary.byArea as Record<string, AreaView>;
}

/** Known statuses first in display order, then any other status a newer kit wrote (e.g. PARTIAL). */
export function presentStatuses(order: readonly string[], requirements: readonly { status: string }[]): string[] {
  const seen = new Set(requirements.map((r) => r.status));
  return [...order.filter((s) => seen.has(s)), ...[...seen].filter((s) => !order.includes(s)).sort()];
}
