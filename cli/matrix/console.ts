// The console view of a matrix: hosts with their verdicts, requirement × host (rows some host did not
// pass, or every row with --verbose), then each step where the hosts answered differently.
import pc from 'picocolors';
import { answerGroups } from './answer-groups.js';
import type { MatrixReport } from './matrix-report.js';
import { disagreementCount, hostDescription, hostReplay, hostVerdictText, oneLine, redCells, rowsToShow } from '../report/matrix-view.js';
import { isFailing, isPassing } from '../report/status.js';
import { terminalSafe } from '../ui/terminal-text.js';

const WIDTH = 14;
/** Disagreements the console lists without --verbose. */
export const CONSOLE_LIMIT = 30;
const pad = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

function colour(status: string, text: string): string {
  if (isPassing(status as never)) return pc.green(text);
  if (isFailing(status as never)) return pc.red(text);
  return pc.dim(text);
}

export function formatMatrix(report: MatrixReport, verbose: boolean): string {
  const lines: string[] = [];
  lines.push(pc.bold(`capkit matrix: ${report.hosts.length} hosts · seed ${report.run.seed} · areas ${report.run.areas.join(', ') || '(all)'}`));
  for (const h of report.hosts) {
    const verdict = hostVerdictText(h);
    lines.push(`  ${pc.bold(terminalSafe(h.label))}: ${h.verdict === 'pass' ? pc.green(verdict) : pc.red(terminalSafe(verdict))}`);
    lines.push(pc.dim(`    ${terminalSafe(hostDescription(h))}`));
  }
  const rows = rowsToShow(report, verbose);
  lines.push('', pc.bold(`requirement × host${verbose ? '' : ' (rows some host did not pass; --verbose: every row)'}`));
  const judged = report.requirements.some((r) => r.cells.some((c) => c.status !== 'NOT_RUN' && c.status !== 'NOT_APPLICABLE'));
  if (rows.length === 0) lines.push(judged ? '  every host passes every requirement judged' : '  no requirement was judged for any host');
  else {
    // Each column as wide as its host's name (hello name and version, at most 32), never below a status.
    const widths = report.hosts.map((h) => Math.max(WIDTH, terminalSafe(h.label).length + 1));
    lines.push(`  ${pad('requirement', 13)} ${pad('level', 6)} ${report.hosts.map((h, i) => pad(terminalSafe(h.label), widths[i]!)).join(' ')}`);
    for (const row of rows) {
      lines.push(`  ${pad(row.id, 13)} ${pad(row.level, 6)} ${row.cells.map((c, i) => colour(c.status, pad(c.status, widths[i] ?? WIDTH))).join(' ')}`);
    }
  }
  for (const red of redCells(report)) lines.push(`  ${pc.red(`${terminalSafe(red.host)} · ${red.id}`)} ${red.status}: ${terminalSafe(oneLine(red.reason, 200))}`);
  const { comparison } = report;
  lines.push('', pc.bold(`answered differently: ${disagreementCount(report)} (of ${comparison.steps} steps in ${comparison.cases} fixture cases sent to every host)`));
  // The console shows the first ones; the reports (and --verbose) list every one.
  const shown = verbose ? comparison.disagreements : comparison.disagreements.slice(0, CONSOLE_LIMIT);
  for (const d of shown) {
    const where = d.step === undefined ? 'whole case' : `step ${d.step} ${oneLine(d.sent, 120)}`;
    lines.push(`  ${terminalSafe(d.case)} [${d.requirements.join(',')}] ${terminalSafe(where)}`);
    if (d.expected !== undefined) lines.push(pc.dim(`    expected  ${terminalSafe(oneLine(d.expected))}`));
    // Hosts that gave the same decided answer share one line (the first one's answer is shown).
    for (const group of answerGroups(d)) {
      const mark = group.asExpected ? pc.green('✓') : pc.red('✗');
      const why = group.difference === undefined ? '' : ` (${oneLine(group.difference, 200)})`;
      lines.push(`    ${mark} ${terminalSafe(group.hosts.join(', '))}: ${terminalSafe(oneLine(group.answer, 100) + why)}`);
    }
  }
  const left = comparison.disagreements.length - shown.length;
  if (left > 0) lines.push(pc.dim(`  … and ${left} more (--verbose, or the md/html/json reports, list every one)`));
  for (const p of comparison.problems) lines.push(pc.yellow(`  ${terminalSafe(p)}`));
  const failing = report.hosts.filter((h) => h.verdict !== 'pass');
  if (failing.length > 0) {
    lines.push('', pc.bold('replay one host alone:'));
    for (const h of failing) lines.push(`  ${terminalSafe(hostReplay(report, h))}`);
  }
  lines.push('', report.summary.ok ? pc.green('every host passes') : pc.red(`not every host passes: ${report.summary.failing.concat(report.summary.withoutVerdict).join(', ')} (exit ${report.summary.exitCode})`));
  return lines.join('\n');
}
