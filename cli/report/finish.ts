// The last touches `capkit run` gives its canonical report: replay commands, and the --compare marks.
import type { RunReport } from '../run/report.js';
import { compareReports } from './compare.js';
import { withReplays } from './replay.js';

export function finishReport(report: RunReport, old?: { label: string; report: RunReport }): RunReport {
  const replayed = withReplays(report);
  return old ? compareReports(replayed, old.report, old.label) : replayed;
}
