// Requirement × host: one row per requirement any host's run judged, in the registry's order, one cell
// per host. A host without a report (its run never reached the suites) is CRASH in every row, with why.
import { loadRequirements } from '../../spec/requirements.js';
import type { RequirementResult } from '../run/aggregate.js';
import type { MatrixCell, MatrixHost, MatrixRow } from './matrix-report.js';

export function matrixRows(hosts: readonly MatrixHost[]): MatrixRow[] {
  const byHost = hosts.map((h) => new Map((h.report?.requirements ?? []).map((r) => [r.id, r] as const)));
  const judged = new Set(byHost.flatMap((m) => [...m.keys()]));
  const known = loadRequirements();
  const order = [...known.map((r) => r.id).filter((id) => judged.has(id)), ...[...judged].filter((id) => !known.some((r) => r.id === id))];
  return order.map((id) => {
    const any = byHost.map((m) => m.get(id)).find((r): r is RequirementResult => r !== undefined)!;
    const cells = hosts.map((h, i): MatrixCell => {
      const r = byHost[i]!.get(id);
      if (r) return { status: r.status, ...(r.reason !== undefined ? { reason: r.reason } : {}) };
      if (!h.report) return { status: 'CRASH', reason: h.error ?? 'the host did not start' };
      return { status: 'NOT_RUN', reason: 'not in this host\'s run' };
    });
    return { id, level: any.level, area: any.area, title: any.title, cells };
  });
}
