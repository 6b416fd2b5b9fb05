// The single-file HTML report (`--report html:<file>`): a requirement × status matrix per area, filters
// by level/area/status, and every failure expandable to its tests, expected vs observed and replay command.
import type { RequirementResult, RequirementStatus } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { HTML_SCRIPT, HTML_STYLE } from './html-assets.js';
import { escapeHtml as e } from './html-escape.js';
import { needsAttention, STATUS_ORDER } from './status.js';

const CHANGE_TEXT = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED' } as const;

function facts(report: RunReport): string {
  const { implementation } = report.host;
  const items = [
    `host <b>${e(implementation.name)}</b> ${e(implementation.version)} (${e(implementation.language)})`,
    `capkit ${e(report.kit.version)}`,
    `contract ${e(report.contract.version)}`,
    `protocol ${report.protocol}`,
    `seed ${report.run.seed}`,
    `Node ${e(report.run.node)}`,
  ];
  if (report.run.fixtureSetHash) items.push(`fixtures <code title="${e(report.run.fixtureSetHash)}">${e(report.run.fixtureSetHash.slice(0, 19))}…</code>`);
  if (report.run.shard) items.push(`shard ${e(report.run.shard)} only`);
  if (report.run.mergedFrom) items.push(`merged from shards ${e(report.run.mergedFrom.join(', '))}`);
  if (report.run.grep) items.push(`--grep ${e(report.run.grep)}`);
  return `<p class="facts">${items.join(' · ')}</p>`;
}

function filters(report: RunReport, present: RequirementStatus[]): string {
  const areas = [...new Set(report.requirements.map((r) => r.area))];
  const option = (v: string, label = v): string => `<option value="${e(v)}">${e(label)}</option>`;
  const boxes = present
    .map((s) => `<label><input type="checkbox" id="status-${s}" data-status-filter value="${s}" checked> <span class="s-${s}">${s}</span></label>`)
    .join('');
  return [
    '<div class="filters" role="search">',
    `<label>level <select id="filter-level">${option('', 'all')}${['MUST', 'SHOULD', 'MAY'].map((l) => option(l)).join('')}</select></label>`,
    `<label>area <select id="filter-area">${option('', 'all')}${areas.map((a) => option(a)).join('')}</select></label>`,
    `<fieldset><legend class="muted">status</legend>${boxes}</fieldset>`,
    '<span id="shown" class="muted"></span>',
    '</div>',
  ].join('\n');
}

function failureDetails(r: RequirementResult): string {
  const bad = r.tests.filter((t) => t.status !== 'PASS' && t.status !== 'SKIPPED');
  const tests = bad
    .map((t) => `<li><span class="s-${t.status}">${t.status}</span> ${e(t.name)} <span class="muted">${e(t.file)}</span>${t.message ? `<pre class="observed">${e(t.message)}</pre>` : ''}</li>`)
    .join('');
  const replay = r.replay ? `<div>replay:</div><pre class="replay">${e(r.replay)}</pre>` : '';
  return `<details id="details-${e(r.id)}"><summary>details</summary>${tests ? `<ul class="tests">${tests}</ul>` : ''}${replay}</details>`;
}

function row(r: RequirementResult): string {
  const ran = r.tests.filter((t) => t.status !== 'SKIPPED').length;
  const change = r.change && r.change !== 'UNCHANGED' ? `<span class="change ${r.change}">${CHANGE_TEXT[r.change]}</span>` : '';
  const reason = r.status === 'PASS' ? '' : `${r.reason ? e(r.reason) : ''}${needsAttention(r.status) ? failureDetails(r) : ''}`;
  return [
    `<tr class="req" id="req-${e(r.id)}" data-id="${e(r.id)}" data-level="${r.level}" data-area="${e(r.area)}" data-status="${r.status}">`,
    `<td><b>${e(r.id)}</b> <span class="title">${e(r.title)}</span></td>`,
    `<td>${r.level}</td>`,
    `<td class="status s-${r.status}">${r.status}${change}</td>`,
    `<td class="num">${ran}</td>`,
    `<td class="reason">${reason}</td>`,
    '</tr>',
  ].join('');
}

function areaSection(report: RunReport, area: string): string {
  const rows = report.requirements.filter((r) => r.area === area);
  const s = report.summary.byArea[area];
  const note = s && !s.applicable ? ' <span class="muted">— not applicable: the host does not declare it in hello</span>' : '';
  return [
    `<section class="area" data-area="${e(area)}">`,
    `<h2>${e(area)}${note}</h2>`,
    '<table><thead><tr><th>requirement</th><th>level</th><th>status</th><th>tests</th><th>reason</th></tr></thead><tbody>',
    ...rows.map(row),
    '</tbody></table></section>',
  ].join('\n');
}

function comparison(report: RunReport): string {
  const c = report.comparison;
  if (!c) return '';
  const list = (ids: string[]): string => (ids.length === 0 ? 'none' : ids.map((id) => `<a href="#req-${e(id)}">${e(id)}</a>`).join(', '));
  return `<p id="comparison">compared with ${e(c.against)}: <span class="change NEW_FAILURE">NEW FAILURE</span> ${list(c.newFailures)} · <span class="change FIXED">FIXED</span> ${list(c.fixed)}</p>`;
}

function problems(report: RunReport): string {
  const items = [
    ...report.problems.moduleFailures.map((m) => `suite error in ${m.file}: ${m.message}`),
    ...report.problems.unhandled.map((u) => `unhandled error: ${u}`),
  ];
  return items.length === 0 ? '' : `<h2>Problems</h2><ul>${items.map((p) => `<li><pre>${e(p)}</pre></li>`).join('')}</ul>`;
}

export function renderHtml(report: RunReport): string {
  const present = STATUS_ORDER.filter((s) => report.requirements.some((r) => r.status === s));
  const areas = [...new Set(report.requirements.map((r) => r.area))];
  const ok = report.summary.ok;
  const counts = Object.entries(report.summary.byStatus).filter(([, n]) => n > 0).map(([s, n]) => `<span class="s-${s}">${n} ${s}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>capkit report: ${e(report.host.implementation.name)} ${ok ? 'passes' : 'fails'}</title>
<style>${HTML_STYLE}</style></head>
<body>
<h1>capkit conformance report: <span id="verdict" class="verdict ${ok ? 'ok' : 'bad'}">${ok ? '✔ every applicable MUST requirement passes' : '✘ the run fails'}</span></h1>
${facts(report)}
<p>requirements: ${counts.join(', ')}</p>
${comparison(report)}
${filters(report, present)}
${areas.map((a) => areaSection(report, a)).join('\n')}
${problems(report)}
<script>${HTML_SCRIPT}</script>
</body></html>
`;
}
