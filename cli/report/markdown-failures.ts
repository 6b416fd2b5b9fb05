// The failures of the Markdown summary, grouped as in the HTML report: per group the requirements it
// turns red, per cause the step, expected and observed, the counterexample, the whole failure text
// (folded in <details>, never cut) and the replay command.
import type { FailureCause, FailureGroup } from './failure-groups.js';
import { shortTestName } from './failure-groups.js';
import { escapeHtml } from './html-escape.js';
import { mdCode, mdFence, mdInline } from './markdown-escape.js';
import type { RequirementView } from './report-fields.js';

const CHANGE_LABEL: Record<string, string> = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED' };
const EXPECTED = new Set(['XFAIL', 'FLAKY_FAIL']);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function requirementLine(r: RequirementView): string {
  const mark = EXPECTED.has(r.status) ? '⚠️' : '❌';
  const change = r.change && CHANGE_LABEL[r.change] ? ` — **${CHANGE_LABEL[r.change]}**` : '';
  const level = [r.level, r.provenance].filter(Boolean).map((s) => mdInline(s!)).join(', ');
  return `${mark} **${mdInline(r.id)}** (${level}) ${mdInline(r.status)}${change} — ${mdInline(r.title)}`;
}

function heading(group: FailureGroup, n: number): string[] {
  const [only, ...more] = group.requirements;
  if (only && more.length === 0) return [`#### ${n}. ${requirementLine(only)}`];
  return [`#### ${n}. ${plural(group.requirements.length, 'requirement')} red by the same failure`, '', ...group.requirements.map((r) => `- ${requirementLine(r)}`)];
}

function partLines(cause: FailureCause): string[] {
  const p = cause.parts;
  const lines: string[] = [];
  if (p.where !== undefined) lines.push(`- **${/^(step|check) /.test(p.where) ? 'step' : 'where'}:** ${mdCode(p.where)}${cause.tests.length > 1 ? ` (the first of ${cause.tests.length} tests; the others differ only in their case)` : ''}`);
  if (p.expected !== undefined) lines.push(`- **expected:** ${mdCode(p.expected)}`);
  if (p.observed !== undefined) lines.push(`- **observed:** ${mdCode(p.observed)}`);
  if (p.rule !== undefined) lines.push(`- **rule:** ${mdInline(p.rule)}`);
  if (p.property !== undefined) lines.push(`- **property:** ${mdInline(p.property)}`);
  if (cause.leftOpen.length > 0) lines.push(`- left open by this failure (the test stopped before deciding them): ${cause.leftOpen.map(mdInline).join(', ')}`);
  if (cause.alsoExercised.length > 0) lines.push(`- also exercised, status unchanged by this failure: ${cause.alsoExercised.map(mdInline).join(', ')}`);
  if (lines.length === 0 && cause.tests.length > 0) lines.push(`- ${mdCode(p.headline)}`);
  if (p.counterexample !== undefined) lines.push('', 'Counterexample (JSON):', '', mdFence(p.counterexample, 'json'));
  return lines;
}

/** The whole text of every test of the cause, folded: the summary stays short, nothing is cut. */
function wholeText(cause: FailureCause): string[] {
  if (cause.tests.length === 0) return [];
  const label = cause.tests.length > 1 ? `every test and its whole failure text (${cause.tests.length})` : 'whole failure text';
  const blocks = cause.tests.flatMap((t) => [...(cause.tests.length > 1 ? [`${mdInline(shortTestName(t.name))}:`, ''] : []), mdFence(t.message ?? '(no text)'), '']);
  return ['', `<details><summary>${escapeHtml(label)}</summary>`, '', ...blocks, '</details>'];
}

function causeLines(cause: FailureCause): string[] {
  const [first, ...rest] = cause.tests;
  const head = first
    ? `**${mdInline(cause.status)}** ${mdInline(shortTestName(first.name))} (${mdInline(first.file)})${rest.length > 0 ? ` **and ${plural(rest.length, 'more test')} that failed the same way**` : ''}`
    : `**${mdInline(cause.status)}** ${mdInline(cause.reason ?? '')}`;
  return [head, '', ...partLines(cause), ...wholeText(cause), ''];
}

export function failureLines(groups: FailureGroup[]): string[] {
  if (groups.length === 0) return [];
  const red = groups.reduce((sum, g) => sum + g.requirements.length, 0);
  const tests = new Set(groups.flatMap((g) => g.causes.flatMap((c) => c.tests.map((t) => `${t.file}\u0000${t.name}`)))).size;
  const out = [`### Failures: ${plural(groups.length, 'group')} · ${plural(red, 'requirement')} not met · ${plural(tests, 'failed test')}`, ''];
  groups.forEach((group, i) => {
    out.push(...heading(group, i + 1), '');
    for (const cause of group.causes) out.push(...causeLines(cause));
    for (const replay of group.replays) out.push('Replay:', '', mdFence(replay, 'sh'), '');
  });
  return out;
}
