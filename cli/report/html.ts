// The single-file HTML report (`--report html:<file>`), a triage page: the per-area summary on top, the
// failures grouped by test and cause (expected and observed labelled, counterexample, replay), then the
// requirement matrix of the judged areas; not-applicable areas are one line, not a row per requirement.
// Filters by level, area and status act on the failures and the matrix alike.
import type { RunReport } from '../run/report.js';
import { areaOverview, judgedAreas } from './area-overview.js';
import { failureGroups } from './failure-groups.js';
import { HTML_SCRIPT, HTML_STYLE } from './html-assets.js';
import { escapeHtml as e } from './html-escape.js';
import { failuresSection, groupIndexById } from './html-failures.js';
import { summarySection } from './html-summary.js';
import { presentStatuses, requirementsOf, type RequirementView } from './report-fields.js';
import { STATUS_ORDER } from './status.js';

const CHANGE_TEXT: Record<string, string> = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED' };

function facts(report: RunReport): string {
  const { implementation } = report.host;
  const items = [
    `host <b>${e(implementation.name)}</b> ${e(implementation.version)} (${e(implementation.language)})`,
    `capkit ${e(report.kit.version)}`,
    `contract ${e(report.contract.version)}`,
    `protocol ${e(String(report.protocol))}`,
    `seed ${e(String(report.run.seed))}`,
    `Node ${e(report.run.node)}`,
  ];
  if (report.run.fixtureSetHash) items.push(`fixtures <code title="${e(report.run.fixtureSetHash)}">${e(report.run.fixtureSetHash.slice(0, 19))}…</code>`);
  if (report.run.shard) items.push(`<b>shard ${e(report.run.shard)} only</b>`);
  if (report.run.mergedFrom) items.push(`merged from shards ${e(report.run.mergedFrom.join(', '))}`);
  if (report.run.grep) items.push(`<b>--grep ${e(report.run.grep)}</b>`);
  return `<p class="facts">${items.join(' · ')}</p>`;
}

function filters(areas: string[], present: string[]): string {
  const option = (v: string, label = v): string => `<option value="${e(v)}">${e(label)}</option>`;
  const boxes = present
    .map((s) => `<label><input type="checkbox" id="status-${e(s)}" data-status-filter value="${e(s)}" checked> <span class="s-${e(s)}">${e(s)}</span></label>`)
    .join('');
  return [
    '<div class="filters" role="search">',
    `<label>level <select id="filter-level">${option('', 'all')}${['MUST', 'SHOULD', 'MAY'].map((l) => option(l)).join('')}</select></label>`,
    `<label>area <select id="filter-area">${option('', 'all')}${areas.map((a) => option(a)).join('')}</select></label>`,
    `<span class="statuses" role="group" aria-label="status"><span class="muted">status</span>${boxes}</span>`,
    '<span id="shown" class="muted"></span>',
    '</div>',
  ].join('\n');
}

function row(r: RequirementView, group: number | undefined): string {
  const ran = r.tests.filter((t) => t.status !== 'SKIPPED').length;
  const change = r.change && CHANGE_TEXT[r.change] ? `<span class="change ${e(r.change)}">${CHANGE_TEXT[r.change]}</span>` : '';
  const link = group === undefined ? '' : ` <a class="to-failure" href="#failure-${group}">failure ${group} ↑</a>`;
  // A failure's whole story is in its group; the row keeps the count and points there.
  const text = r.reason === undefined ? '' : group === undefined ? r.reason : (/^\d+\/\d+ tests [A-Z_]+(?=: )/.exec(r.reason)?.[0] ?? r.reason);
  const reason = r.status === 'PASS' ? '' : `<span title="${e(r.reason ?? '')}">${e(text)}</span>${link}`;
  const provenance = r.provenance ? ` <span class="muted">${e(r.provenance)}</span>` : '';
  return [
    `<tr class="req" id="req-${e(r.id)}" data-id="${e(r.id)}" data-level="${e(r.level)}" data-area="${e(r.area)}" data-status="${e(r.status)}">`,
    `<td class="id"><b>${e(r.id)}</b> <span class="title">${e(r.title)}</span></td>`,
    `<td class="level">${e(r.level)}${provenance}</td>`,
    `<td class="status s-${e(r.status)}">${e(r.status)}${change}</td>`,
    `<td class="num">${ran}</td>`,
    `<td class="reason">${reason}</td>`,
    '</tr>',
  ].join('');
}

function areaSection(rows: RequirementView[], area: string, groups: Map<string, number>): string {
  return [
    `<section class="area" id="area-${e(area)}" data-area="${e(area)}">`,
    `<h3>${e(area)}${area === 'protocol' ? ' <span class="muted">(protocol group)</span>' : ''}</h3>`,
    '<table class="matrix"><thead><tr><th>requirement</th><th>level</th><th>status</th><th>tests</th><th>reason</th></tr></thead><tbody>',
    ...rows.filter((r) => r.area === area).map((r) => row(r, groups.get(r.id))),
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
  return items.length === 0 ? '' : `<section id="problems"><h2>Problems</h2><ul>${items.map((p) => `<li><pre>${e(p)}</pre></li>`).join('')}</ul></section>`;
}

export function renderHtml(report: RunReport): string {
  const areas = judgedAreas(areaOverview(report));
  const judged = requirementsOf(report).filter((r) => areas.includes(r.area));
  const groups = failureGroups(report);
  const groupOf = groupIndexById(groups);
  const ok = report.summary.ok;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>capkit report: ${e(report.host.implementation.name)} ${ok ? 'passes' : 'fails'}</title>
<style>${HTML_STYLE}</style></head>
<body>
<h1>capkit conformance report: <span id="verdict" class="verdict ${ok ? 'ok' : 'bad'}">${ok ? '✔ every applicable MUST requirement passes' : '✘ the run fails'}</span></h1>
${facts(report)}
${summarySection(report, groups)}
${comparison(report)}
${problems(report)}
${filters(areas, presentStatuses(STATUS_ORDER, judged))}
${failuresSection(groups)}
<section id="matrix"><h2>Requirements <span class="muted">of the judged areas</span></h2>
${areas.map((a) => areaSection(judged, a, groupOf)).join('\n')}
</section>
<script>${HTML_SCRIPT}</script>
</body></html>
`;
}
