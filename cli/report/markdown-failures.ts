// The failures of the Markdown summary, grouped as in the HTML report: per group the requirements it
// turns red with each one's rule sentence and where it lives in the spec, per cause the step, expected
// and observed, the first differing field, the counterexample (or the case that crashed) and the replay
// command. A failure text is shown whole only when its parts cannot be read, and then once.
import type { FailureCause, FailureGroup } from './failure-groups.js';
import { shortTestName } from './failure-groups.js';
import { mdCode, mdFence, mdInline } from './markdown-escape.js';
import type { RequirementView } from './report-fields.js';
import { ruleOf } from './rule-text.js';

const CHANGE_LABEL: Record<string, string> = { NEW_FAILURE: 'NEW FAILURE', FIXED: 'FIXED' };
const EXPECTED = new Set(['XFAIL', 'FLAKY_FAIL']);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function requirementLine(r: RequirementView): string {
  const mark = EXPECTED.has(r.status) ? '⚠️' : '❌';
  const change = r.change && CHANGE_LABEL[r.change] ? ` — **${CHANGE_LABEL[r.change]}**` : '';
  const level = [r.level, r.provenance].filter(Boolean).map((s) => mdInline(s!)).join(', ');
  return `${mark} **${mdInline(r.id)}** (${level}) ${mdInline(r.status)}${change} — ${mdInline(r.title)}`;
}

/** Each red requirement's rule, as the spec states it, and where it lives. */
function ruleLines(group: FailureGroup): string[] {
  return group.requirements.flatMap((r) => {
    const rule = ruleOf(r.id);
    return rule ? [`> **${mdInline(r.id)}** ${mdInline(rule.sentence)} — ${mdCode(rule.ref)}`, '>'] : [];
  }).slice(0, -1);
}

function heading(group: FailureGroup, n: number): string[] {
  const [only, ...more] = group.requirements;
  const rules = ruleLines(group);
  const withRules = rules.length > 0 ? ['', ...rules] : [];
  if (only && more.length === 0) return [`#### ${n}. ${requirementLine(only)}`, ...withRules];
  return [`#### ${n}. ${plural(group.requirements.length, 'requirement')} red by the same failure`, '', ...group.requirements.map((r) => `- ${requirementLine(r)}`), ...withRules];
}

function partLines(cause: FailureCause): string[] {
  const p = cause.parts;
  const lines: string[] = [];
  if (p.before !== undefined) lines.push(`- **steps before:** ${mdCode(p.before)}`);
  if (p.where !== undefined) lines.push(`- **${/^(step|check) /.test(p.where) ? 'step' : 'where'}:** ${mdCode(p.where)}${cause.tests.length > 1 ? ` (the first of ${cause.tests.length} tests that failed at this step)` : ''}`);
  if (p.expected !== undefined) lines.push(`- **expected:** ${mdCode(p.expected)}`);
  if (p.observed !== undefined) lines.push(`- **observed:** ${mdCode(p.observed)}`);
  if (p.differsAt !== undefined) lines.push(`- **differs at:** ${mdCode(p.differsAt.path)}: expected ${mdCode(p.differsAt.expected)}, observed ${mdCode(p.differsAt.observed)}`);
  if (p.rule !== undefined) lines.push(`- **note:** ${mdInline(p.rule)}`);
  if (p.property !== undefined) lines.push(`- **property:** ${mdInline(p.property.replace(/ \(replay: [^)]*\)/, ''))}`);
  if (cause.leftOpen.length > 0) lines.push(`- left open by this failure (the test stopped before deciding them): ${cause.leftOpen.map(mdInline).join(', ')}`);
  if (cause.alsoExercised.length > 0) lines.push(`- also exercised, status unchanged by this failure: ${cause.alsoExercised.map(mdInline).join(', ')}`);
  if (p.crashedCase !== undefined) lines.push('', `${cause.status === 'TIMEOUT' ? 'The case that hung' : 'The case that crashed'} (JSON):`, '', mdFence(p.crashedCase, 'json'));
  else if (p.counterexample !== undefined) lines.push('', 'Counterexample (JSON):', '', mdFence(p.counterexample, 'json'));
  return lines;
}

/** A text whose parts could not be read is shown whole, once (the first test's), never cut. */
function wholeText(cause: FailureCause): string[] {
  const p = cause.parts;
  const read = p.where !== undefined || p.expected !== undefined || p.observed !== undefined || p.property !== undefined;
  const first = cause.tests[0];
  if (read || first === undefined) return [];
  return [mdFence(first.message ?? '(no text)')];
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
