// The single-file HTML view of a matrix run: hosts and verdicts, requirement × host (a filter shows
// every row or only those some host did not pass), and each step where the hosts answered differently,
// every host's answer marked as the expected one or not. No outside resources; every string escaped.
import type { MatrixReport } from '../matrix/matrix-report.js';
import { escapeHtml as e } from './html-escape.js';
import { disagreementCount, hostDescription, hostReplay, hostVerdictText, oneLine, redCells, rowNeedsLook } from './matrix-view.js';
import { isFailing, isPassing } from './status.js';

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:12px;color:#1b1b1b}
h1{font-size:20px;margin:4px 0 8px}h2{font-size:16px;margin:18px 0 6px}
.ok{color:#176c2e}.bad{color:#b3261e}.dim{color:#666}
.wrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
td.s-pass{background:#e6f4ea}td.s-fail{background:#fce8e6}td.s-other{background:#f1f3f4}
code{font:12px ui-monospace,monospace;overflow-wrap:anywhere;white-space:pre-wrap}
.answers{margin:4px 0 12px 0;padding-left:18px}.answers li{list-style:none}
.diff{border-left:3px solid #b3261e;padding:2px 8px;margin:8px 0}
`;

const SCRIPT = `
document.getElementById('all-rows').addEventListener('change', (ev) => {
  for (const tr of document.querySelectorAll('tr[data-row]')) tr.hidden = !ev.target.checked && tr.dataset.look !== '1';
});
`;

function statusClass(status: string): string {
  return isPassing(status as never) ? 's-pass' : isFailing(status as never) ? 's-fail' : 's-other';
}

function hostsTable(report: MatrixReport): string {
  const rows = report.hosts.map(
    (h) => `<tr data-host="${e(h.label)}"><th>${e(h.label)}</th><td class="${h.verdict === 'pass' ? 'ok' : 'bad'}">${e(hostVerdictText(h))}</td><td class="dim"><code>${e(hostDescription(h))}</code>${h.verdict === 'pass' ? '' : `<br>replay: <code>${e(hostReplay(report, h))}</code>`}</td></tr>`,
  );
  return `<div class="wrap"><table id="hosts"><tr><th>host</th><th>verdict</th><th>implementation · spec</th></tr>${rows.join('')}</table></div>`;
}

function matrixTable(report: MatrixReport): string {
  const head = `<tr><th>requirement</th><th>level</th>${report.hosts.map((h) => `<th>${e(h.label)}</th>`).join('')}</tr>`;
  const rows = report.requirements.map((row) => {
    const look = rowNeedsLook(row);
    const cells = row.cells.map((c) => `<td class="${statusClass(c.status)}" title="${e(c.reason ?? '')}">${e(c.status)}</td>`).join('');
    return `<tr data-row="${e(row.id)}" data-look="${look ? '1' : '0'}"${look ? '' : ' hidden'}><td><b>${e(row.id)}</b> <span class="dim">${e(row.title)}</span></td><td>${e(row.level)}</td>${cells}</tr>`;
  });
  const shown = report.requirements.filter(rowNeedsLook).length;
  return [
    `<h2>Requirement × host</h2>`,
    `<p><label><input type="checkbox" id="all-rows"> show every row (${report.requirements.length}); unchecked: the ${shown} some host did not pass</label></p>`,
    `<div class="wrap"><table id="matrix">${head}${rows.join('')}</table></div>`,
    redList(report),
  ].join('\n');
}

function redList(report: MatrixReport): string {
  const red = redCells(report);
  if (red.length === 0) return '';
  const items = red.map((r) => `<li data-host="${e(r.host)}" data-id="${e(r.id)}"><b>${e(r.host)}</b> · ${e(r.id)} <span class="bad">${e(r.status)}</span>: <code>${e(oneLine(r.reason, 600))}</code></li>`);
  return `<p>Why each red cell is red:</p><ul id="red-cells">${items.join('')}</ul>`;
}

function disagreements(report: MatrixReport): string {
  const { comparison } = report;
  const items = comparison.disagreements.map((d) => {
    const where = d.step === undefined ? 'whole case' : `step ${d.step}`;
    const answers = d.answers
      .map((a) => `<li data-host="${e(a.host)}" data-as-expected="${a.asExpected}"><span class="${a.asExpected ? 'ok' : 'bad'}">${a.asExpected ? '✓' : '✗'}</span> <b>${e(a.host)}</b> <code>${e(oneLine(a.answer, 400))}</code>${a.difference ? ` <span class="bad difference">${e(oneLine(a.difference, 400))}</span>` : ''}</li>`)
      .join('');
    return [
      `<div class="diff" data-case="${e(d.case)}"${d.step === undefined ? '' : ` data-step="${d.step}"`}>`,
      `<div><code>${e(d.case)}</code> <span class="dim">${e(d.requirements.join(', '))}</span> · ${where}${d.sent !== undefined ? ` <code>${e(oneLine(d.sent, 400))}</code>` : ''}</div>`,
      d.expected !== undefined ? `<div class="dim">expected <code>${e(oneLine(d.expected, 400))}</code></div>` : '',
      `<ul class="answers">${answers}</ul></div>`,
    ].join('');
  });
  const problems = comparison.problems.map((p) => `<p class="bad">${e(p)}</p>`).join('');
  return [
    `<h2 id="answered-differently">Answered differently: ${e(disagreementCount(report))}</h2>`,
    `<p class="dim">Of ${comparison.steps} steps in ${comparison.cases} fixture cases sent to every host that claims their area, compared on the fields the contract fixes.</p>`,
    items.join('\n'),
    problems,
  ].join('\n');
}

export function renderMatrixHtml(report: MatrixReport): string {
  const verdict = report.summary.ok ? '<span class="ok">every host passes</span>' : `<span class="bad">not every host passes (exit ${report.summary.exitCode})</span>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>capkit matrix: ${e(report.hosts.map((h) => h.label).join(', '))}</title><style>${STYLE}</style></head>
<body>
<h1>capkit matrix: ${verdict}</h1>
<p class="dim">${report.hosts.length} hosts · seed ${e(String(report.run.seed))} · areas ${e(report.run.areas.join(', ') || '(all)')} · capkit ${e(report.kit.version)} · contract ${e(report.contract.version)} · Node ${e(report.run.node)}</p>
${hostsTable(report)}
${matrixTable(report)}
${disagreements(report)}
<script>${SCRIPT}</script>
</body></html>
`;
}
