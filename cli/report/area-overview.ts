// What the top of every human report shows about areas: the contract areas that were judged, the
// protocol group apart from them (after them), and the areas the host does not declare, in one line.
import type { LevelCount } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { areasOf, PROTOCOL_AREA, requirementsOf, type AreaView } from './report-fields.js';

export interface AreaLine {
  area: string;
  summary: AreaView;
}

export interface NotApplicableArea {
  area: string;
  requirements: number;
  /** MUST requirements that fail the run because `--require-areas` was given. */
  requiredMust: number;
}

export interface AreaOverview {
  contract: AreaLine[];
  protocol?: AreaLine;
  notApplicable: NotApplicableArea[];
  /** Whether any area carries the documented/ruling MUST split (older reports do not). */
  hasProvenanceSplit: boolean;
}

export function areaOverview(report: RunReport): AreaOverview {
  const byArea = areasOf(report);
  const requirements = requirementsOf(report);
  const lines = Object.entries(byArea).map(([area, summary]) => ({ area, summary }));
  const judged = lines.filter((l) => l.summary.applicable);
  const overview: AreaOverview = {
    contract: judged.filter((l) => l.area !== PROTOCOL_AREA),
    notApplicable: lines
      .filter((l) => !l.summary.applicable)
      .map(({ area, summary }) => ({ area, requirements: requirements.filter((r) => r.area === area).length, requiredMust: summary.MUST.fail })),
    hasProvenanceSplit: judged.some((l) => l.summary.documentedMUST !== undefined || l.summary.rulingMUST !== undefined),
  };
  const protocol = judged.find((l) => l.area === PROTOCOL_AREA);
  if (protocol) overview.protocol = protocol;
  return overview;
}

/** The areas whose requirements get rows: judged ones, contract areas first, the protocol group last. */
export function judgedAreas(overview: AreaOverview): string[] {
  return [...overview.contract.map((l) => l.area), ...(overview.protocol ? [overview.protocol.area] : [])];
}

export function total(count: LevelCount | undefined): number {
  return count === undefined ? 0 : count.pass + count.fail + count.expected;
}
