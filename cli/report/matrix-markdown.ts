// The Markdown view of a matrix run (`--report md:<file>`, `capkit report render`): hosts and verdicts,
// requirement × host, then every step where the hosts answered differently with each host's answer.
import type { MatrixReport } from '../matrix/matrix-report.js';
import { mdCode, mdInline } from './markdown-escape.js';
import { disagreementCount, hostDescription, hostReplay, hostVerdictText, oneLine, redCells, rowsToShow } from './matrix-view.js';
import { isFailing, isPassing } from './status.js';

function cell(status: string): string {
  const mark = isPassing(status as never) ? '✅' : isFailing(status as never) ? '❌' : '➖';
  return `${mark} ${status}`;
}

export function renderMatrixMarkdown(report: MatrixReport): string {
  const verdict = report.summary.ok ? '✅ every host passes' : `❌ not every host passes (exit ${report.summary.exitCode})`;
  const lines = [
    `## capkit matrix: ${verdict}`,
    '',
    `${report.hosts.length} hosts · seed ${mdInline(String(report.run.seed))} · areas ${mdInline(report.run.areas.join(', ') || '(all)')} · capkit ${mdInline(report.kit.version)} · contract ${mdInline(report.contract.version)}`,
    '',
    '| host | verdict | implementation · spec |',
    '|---|---|---|',
    ...report.hosts.map((h) => `| **${mdInline(h.label)}** | ${h.verdict === 'pass' ? '✅' : '❌'} ${mdInline(hostVerdictText(h))} | ${mdInline(hostDescription(h))} |`),
    '',
  ];
  const rows = rowsToShow(report, false);
  lines.push(`### Requirement × host (${rows.length} of ${report.requirements.length} rows: those some host did not pass)`, '');
  if (rows.length === 0) lines.push('Every host passes every requirement judged.', '');
  else {
    lines.push(`| requirement | level | ${report.hosts.map((h) => mdInline(h.label)).join(' | ')} |`);
    lines.push(`|---|---|${report.hosts.map(() => '---|').join('')}`);
    for (const row of rows) lines.push(`| ${row.id} ${mdInline(row.title)} | ${row.level} | ${row.cells.map((c) => cell(c.status)).join(' | ')} |`);
    lines.push('');
  }
  const red = redCells(report);
  if (red.length > 0) {
    lines.push('Why each red cell is red:', '');
    for (const r of red) lines.push(`- **${mdInline(r.host)}** · ${r.id} ${r.status}: ${mdInline(oneLine(r.reason, 300))}`);
    lines.push('');
  }
  const { comparison } = report;
  lines.push(`### Answered differently: ${disagreementCount(report)}`, '', `Of ${comparison.steps} steps in ${comparison.cases} fixture cases sent to every host that claims their area; compared on the fields the contract fixes (✓ the expected answer, ✗ another).`, '');
  for (const d of comparison.disagreements) {
    const where = d.step === undefined ? 'whole case' : `step ${d.step}`;
    lines.push(`- ${mdCode(d.case)} (${mdInline(d.requirements.join(', '))}) ${where}${d.sent !== undefined ? ` ${mdCode(oneLine(d.sent, 200))}` : ''}`);
    if (d.expected !== undefined) lines.push(`  - expected ${mdCode(oneLine(d.expected))}`);
    for (const a of d.answers) lines.push(`  - ${a.asExpected ? '✓' : '✗'} **${mdInline(a.host)}** ${mdCode(oneLine(a.answer))}${a.difference ? ` (${mdInline(oneLine(a.difference, 200))})` : ''}`);
  }
  for (const p of comparison.problems) lines.push(`- ⚠️ ${mdInline(p)}`);
  const failing = report.hosts.filter((h) => h.verdict !== 'pass');
  if (failing.length > 0) {
    lines.push('', '### Replay one host alone', '');
    for (const h of failing) lines.push(`- ${mdCode(hostReplay(report, h))}`);
  }
  return `${lines.join('\n')}\n`;
}
