// The Markdown summary (`--report md:<file>`), for a CI step summary, laid out like the HTML report:
// per-area counts (MUST split into documented contract and capkit rulings, the protocol group after
// the contract areas), not-applicable areas in one line, then the failures grouped by test and cause,
// each with its whole text and replay command.
import type { LevelCount } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { areaOverview, total, type AreaLine, type AreaOverview } from './area-overview.js';
import { failureGroups } from './failure-groups.js';
import { failureLines } from './markdown-failures.js';
import { mdCode, mdFence, mdInline } from './markdown-escape.js';

export { mdCode, mdFence, mdInline } from './markdown-escape.js';

function ratio(s: LevelCount | undefined): string {
  if (s === undefined || total(s) === 0) return '–';
  const mark = s.fail > 0 ? '❌' : '✅';
  const notes = [s.fail > 0 ? `${s.fail} fail` : '', s.expected > 0 ? `${s.expected} expected` : ''].filter(Boolean);
  return `${mark} ${s.pass}/${total(s)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

function header(report: RunReport): string[] {
  const { implementation } = report.host;
  const verdict = report.summary.ok ? '✅ every applicable MUST requirement passes' : '❌ the run fails';
  const facts = [
    `host **${mdInline(implementation.name)}** ${mdInline(implementation.version)} (${mdInline(implementation.language)})`,
    `capkit ${mdInline(report.kit.version)}`,
    `contract ${mdInline(report.contract.version)}`,
    `protocol ${mdInline(String(report.protocol))}`,
    `seed ${mdInline(String(report.run.seed))}`,
    `Node ${mdInline(report.run.node)}`,
  ];
  if (report.run.fixtureSetHash) facts.push(`fixtures ${mdCode(`${report.run.fixtureSetHash.slice(0, 19)}…`)}`);
  const lines = [`## capkit conformance: ${verdict}`, '', facts.join(' · ')];
  if (report.run.shard) lines.push('', `Shard ${mdInline(report.run.shard)} only: merge all shards with \`capkit report merge\` for the verdict of the whole run.`);
  if (report.run.mergedFrom) lines.push('', `Merged from shards ${mdInline(report.run.mergedFrom.join(', '))}.`);
  if (report.run.grep) lines.push('', `Only tests matching ${mdCode(`--grep ${report.run.grep}`)} ran.`);
  return lines;
}

function areaRow(line: AreaLine, split: boolean, label = mdInline(line.area)): string {
  const s = line.summary;
  const must = split ? [ratio(s.MUST), ratio(s.documentedMUST), ratio(s.rulingMUST)] : [ratio(s.MUST)];
  return `| ${label} | ${must.join(' | ')} | ${ratio(s.SHOULD)} | ${ratio(s.MAY)} |`;
}

function areaTable(overview: AreaOverview): string[] {
  const split = overview.hasProvenanceSplit;
  const columns = ['area', 'MUST', ...(split ? ['documented MUST', 'ruling MUST'] : []), 'SHOULD', 'MAY'];
  if (overview.contract.length === 0 && !overview.protocol) return [];
  const lines = [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`];
  for (const line of overview.contract) lines.push(areaRow(line, split));
  if (overview.protocol) lines.push(areaRow(overview.protocol, split, `**protocol group** (${mdInline(overview.protocol.area)})`));
  return lines;
}

function notApplicableLine(overview: AreaOverview, requireAreas: boolean): string[] {
  if (overview.notApplicable.length === 0) return [];
  const n = overview.notApplicable.reduce((sum, a) => sum + a.requirements, 0);
  const areas = overview.notApplicable.map((a) => `${mdInline(a.area)} (${a.requirements})`).join(', ');
  const why = requireAreas ? '**`--require-areas`: their MUST requirements fail the run**' : 'never counted as passed';
  return [`Not applicable — the host does not declare ${overview.notApplicable.length === 1 ? 'this area' : 'these areas'} in hello, ${n} requirement(s), ${why}: ${areas}`];
}

export function renderMarkdown(report: RunReport): string {
  const overview = areaOverview(report);
  const out = [...header(report), '', ...areaTable(overview), '', ...notApplicableLine(overview, report.run.requireAreas === true), ''];
  const counts = Object.entries(report.summary.byStatus).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${mdInline(s)}`);
  out.push(`Requirements: ${counts.join(', ') || 'none'} · tests run: ${report.summary.tests.total - (report.summary.tests.byStatus.SKIPPED ?? 0)}`, '');
  if (report.comparison) {
    const list = (ids: string[]): string => (ids.length === 0 ? 'none' : ids.map(mdInline).join(', '));
    out.push(`### Compared with ${mdInline(report.comparison.against)}`, '', `- NEW FAILURE: ${list(report.comparison.newFailures)}`, `- FIXED: ${list(report.comparison.fixed)}`, '');
  }
  out.push(...failureLines(failureGroups(report)));
  const stale = report.summary.stale ?? [];
  if (stale.length > 0) out.push(`Stale expectation entries (they pass now; delete them): ${stale.map(mdInline).join(', ')}`, '');
  const problems = [
    ...report.problems.moduleFailures.map((m) => `suite error in ${m.file}: ${m.message}`),
    ...report.problems.unhandled.map((u) => `unhandled error: ${u}`),
  ];
  if (problems.length > 0) {
    out.push('### Problems', '', ...problems.map((p) => `- ${mdInline(p.split('\n')[0] ?? '')}`), '');
    out.push('<details><summary>whole text of the problems</summary>', '', ...problems.flatMap((p) => [mdFence(p), '']), '</details>', '');
  }
  // One blank line between blocks; a fenced block is one entry, so the text inside it stays as it is.
  const lines = out.filter((line, i) => line !== '' || (i > 0 && out[i - 1] !== ''));
  return `${lines.join('\n').trimEnd()}\n`;
}
