// The top of the HTML report: per-area MUST/SHOULD/MAY counts (MUST split into documented contract and
// capkit rulings when the report has it), the protocol group apart, after the contract areas, and the
// areas the host does not declare in one line, never as rows that look like results.
import type { LevelCount } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { areaOverview, total, type AreaLine, type AreaOverview } from './area-overview.js';
import type { FailureGroup } from './failure-groups.js';
import { escapeHtml as e } from './html-escape.js';

function count(c: LevelCount | undefined, label = ''): string {
  if (c === undefined || total(c) === 0) return `<span class="muted">${label ? `${label} ` : ''}–</span>`;
  const mark = c.fail > 0 ? '<span class="bad">✘</span>' : '<span class="good">✔</span>';
  const notes = [c.fail > 0 ? `${c.fail} fail` : '', c.expected > 0 ? `${c.expected} expected` : ''].filter(Boolean);
  return `${mark} ${label ? `${label} ` : ''}<b>${c.pass}/${total(c)}</b>${notes.length > 0 ? ` <span class="muted">(${notes.join(', ')})</span>` : ''}`;
}

function mustCell(line: AreaLine, split: boolean): string {
  const { summary: s } = line;
  const parts = split ? `<div class="split"><span class="nw">${count(s.documentedMUST, 'documented')}</span> · <span class="nw">${count(s.rulingMUST, 'ruling')}</span></div>` : '';
  return `<td class="must">${count(s.MUST)}${parts}</td>`;
}

function areaRow(line: AreaLine, split: boolean): string {
  const { area, summary: s } = line;
  return `<tr data-area="${e(area)}"><th scope="row"><a href="#area-${e(area)}">${e(area)}</a></th>${mustCell(line, split)}<td>${count(s.SHOULD)}</td><td>${count(s.MAY)}</td></tr>`;
}

function summaryTable(overview: AreaOverview): string {
  const split = overview.hasProvenanceSplit;
  const head = `<thead><tr><th>area</th><th>MUST${split ? ' <span class="muted hint">(documented · ruling)</span>' : ''}</th><th>SHOULD</th><th>MAY</th></tr></thead>`;
  const contract = overview.contract.length > 0 ? `<tbody class="contract">${overview.contract.map((l) => areaRow(l, split)).join('')}</tbody>` : '';
  const protocol = overview.protocol
    ? `<tbody class="protocol"><tr class="group-head"><th colspan="4">protocol group <span class="muted hint">— how the host handles the protocol and input that breaks the published schemas</span></th></tr>${areaRow(overview.protocol, split)}</tbody>`
    : '';
  return `<table class="summary">${head}${contract}${protocol}</table>`;
}

function notApplicableLine(overview: AreaOverview, requireAreas: boolean): string {
  if (overview.notApplicable.length === 0) return '';
  const n = overview.notApplicable.reduce((sum, a) => sum + a.requirements, 0);
  const areas = overview.notApplicable.map((a) => `${e(a.area)} <span class="muted">(${a.requirements})</span>`).join(', ');
  const why = requireAreas
    ? '<b class="bad">--require-areas: their MUST requirements fail the run</b>'
    : 'never counted as passed';
  return `<p id="not-applicable" class="na">Not applicable — the host does not declare ${overview.notApplicable.length === 1 ? 'this area' : 'these areas'} in hello, ${n} requirement(s), ${why}: ${areas}</p>`;
}

/** One link per red requirement to its failure group: the index a person triages from. */
function notMetLine(groups: FailureGroup[]): string {
  if (groups.length === 0) return '';
  const links = groups.flatMap((g, i) => g.requirements.map((r) => `<a class="s-${e(r.status)}" href="#failure-${i + 1}">${e(r.id)}</a>`));
  return `<p id="not-met">Not met: ${links.join(' · ')}</p>`;
}

export function summarySection(report: RunReport, groups: FailureGroup[]): string {
  const overview = areaOverview(report);
  const counts = Object.entries(report.summary.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `<span class="s-${e(s)}">${n} ${e(s)}</span>`);
  const tests = report.summary.tests;
  const ran = tests.total - (tests.byStatus.SKIPPED ?? 0);
  return [
    '<section id="summary" aria-label="summary">',
    summaryTable(overview),
    notApplicableLine(overview, report.run.requireAreas === true),
    `<p class="counts">requirements: ${counts.join(', ')} · tests run: ${ran}</p>`,
    notMetLine(groups),
    '</section>',
  ].join('\n');
}
