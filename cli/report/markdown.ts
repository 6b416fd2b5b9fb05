// The Markdown summary (`--report md:<file>`): short enough for a GitHub step summary, complete enough
// to act on — per-area counts, every failure with its reason and replay command, not-applicable areas.
import type { AreaSummary, RequirementChange, RequirementResult } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { needsAttention } from './status.js';

const CHANGE_LABEL: Record<RequirementChange, string> = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED', UNCHANGED: 'unchanged' };

/** Table cells and inline text: no pipes or newlines that would break the table, no stray HTML. */
export function mdInline(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[|\\`*_<>[\]]/g, (c) => `\\${c}`);
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function mdFence(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

function ratio(s: { pass: number; fail: number; expected?: number }): string {
  const expected = s.expected ?? 0;
  const total = s.pass + s.fail + expected;
  if (total === 0) return '–';
  const mark = s.fail > 0 ? '❌' : '✅';
  return `${mark} ${s.pass}/${total} pass${expected > 0 ? ` (${expected} expected failure${expected > 1 ? 's' : ''})` : ''}`;
}

function header(report: RunReport): string[] {
  const { implementation } = report.host;
  const verdict = report.summary.ok ? '✅ every applicable MUST requirement passes' : '❌ the run fails';
  const facts = [
    `host **${mdInline(implementation.name)}** ${mdInline(implementation.version)} (${mdInline(implementation.language)})`,
    `capkit ${report.kit.version}`,
    `contract ${report.contract.version}`,
    `protocol ${report.protocol}`,
    `seed ${report.run.seed}`,
    `Node ${report.run.node}`,
  ];
  if (report.run.fixtureSetHash) facts.push(`fixtures \`${report.run.fixtureSetHash.slice(0, 19)}…\``);
  const lines = [`## capkit conformance: ${verdict}`, '', facts.join(' · ')];
  if (report.run.shard) lines.push('', `Shard ${report.run.shard} only: merge all shards with \`capkit report merge\` for the verdict of the whole run.`);
  if (report.run.mergedFrom) lines.push('', `Merged from shards ${report.run.mergedFrom.join(', ')}.`);
  if (report.run.grep) lines.push('', `Only tests matching \`--grep ${mdInline(report.run.grep)}\` ran.`);
  return lines;
}

function areaTable(byArea: Record<string, AreaSummary>): string[] {
  const lines = ['| area | MUST | SHOULD | MAY |', '| --- | --- | --- | --- |'];
  for (const [area, s] of Object.entries(byArea)) {
    lines.push(s.applicable ? `| ${mdInline(area)} | ${ratio(s.MUST)} | ${ratio(s.SHOULD)} | ${ratio(s.MAY)} |` : `| ${mdInline(area)} | not applicable | | |`);
  }
  return lines;
}

function failure(r: RequirementResult): string[] {
  const change = r.change && r.change !== 'UNCHANGED' ? ` — **${CHANGE_LABEL[r.change]}**` : '';
  const lines = [`#### ${r.status === 'XFAIL' ? '⚠️' : '❌'} ${r.id} (${r.level}) ${r.status}${change}`, '', mdInline(r.title)];
  if (r.reason) lines.push('', `> ${mdInline(r.reason)}`);
  const bad = r.tests.filter((t) => t.status !== 'PASS' && t.status !== 'SKIPPED');
  if (bad.length > 0) {
    lines.push('', `<details><summary>${bad.length} failing test(s)</summary>`, '');
    for (const t of bad.slice(0, 10)) {
      lines.push(`- ${t.status}: ${mdInline(t.name)} (${mdInline(t.file)})`);
      if (t.message) lines.push('', mdFence(t.message), '');
    }
    if (bad.length > 10) lines.push(`- … and ${bad.length - 10} more`);
    lines.push('', '</details>');
  }
  if (r.replay) lines.push('', 'Replay:', '', mdFence(r.replay, 'sh'));
  return lines;
}

export function renderMarkdown(report: RunReport): string {
  const out = [...header(report), '', ...areaTable(report.summary.byArea), ''];
  const counts = Object.entries(report.summary.byStatus).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${s}`);
  out.push(`Requirements: ${counts.join(', ') || 'none'} · tests run: ${report.summary.tests.total - (report.summary.tests.byStatus.SKIPPED ?? 0)}`, '');
  if (report.comparison) {
    const list = (ids: string[]): string => (ids.length === 0 ? 'none' : ids.join(', '));
    out.push(`### Compared with ${mdInline(report.comparison.against)}`, '', `- NEW FAILURE: ${list(report.comparison.newFailures)}`, `- FIXED: ${list(report.comparison.fixed)}`, '');
  }
  const failing = report.requirements.filter((r) => needsAttention(r.status));
  if (failing.length > 0) {
    out.push(`### Failures (${failing.length})`, '');
    for (const r of failing) out.push(...failure(r), '');
  }
  const stale = report.summary.stale ?? [];
  if (stale.length > 0) out.push(`Stale expectation entries (they pass now; delete them): ${stale.join(', ')}`, '');
  const notApplicable = Object.entries(report.summary.byArea).filter(([, s]) => !s.applicable).map(([a]) => a);
  if (notApplicable.length > 0) {
    out.push('### Not applicable', '');
    for (const area of notApplicable) out.push(`- ${mdInline(area)}: the host does not declare it in hello (never counted as passed)`);
    out.push('');
  }
  const problems = [...report.problems.moduleFailures.map((m) => `suite error in ${m.file}: ${m.message.split('\n')[0]}`), ...report.problems.unhandled.map((u) => `unhandled error: ${u.split('\n')[0]}`)];
  if (problems.length > 0) out.push('### Problems', '', ...problems.map((p) => `- ${mdInline(p)}`), '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
