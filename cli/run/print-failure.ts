// One requirement that needs attention, for the console: which rule (its sentence and the spec file and
// line it lives at), its first failing test laid out as counterexample (or the case that crashed), step,
// expected and observed (one wording, the kit's), the first differing field in full, the note that tells
// a misreading apart, what else that test exercised, and the short command that replays it. Host-provided
// text is made terminal-safe and long values are cut with a pointer to the JSON report, which keeps every
// text whole; the differing field is never cut.
import pc from 'picocolors';
import { terminalSafe } from '../ui/terminal-text.js';
import type { RequirementResult, RequirementStatus, TestRef } from './aggregate.js';
import { failureDetail } from './failure-detail.js';
import { firstFailingTest } from '../report/replay.js';
import { shortName } from './verdict.js';
import { firstDifferingField, noteDifference } from '../report/first-differing-field.js';
import { ruleOf } from '../report/rule-text.js';

export const STATUS_COLOR: Record<RequirementStatus, (s: string) => string> = {
  PASS: pc.green,
  FAIL: pc.red,
  ERROR: pc.magenta,
  TIMEOUT: pc.yellow,
  CRASH: pc.red,
  PARTIAL: pc.yellow,
  NOT_APPLICABLE: pc.dim,
  NOT_RUN: pc.dim,
  XFAIL: pc.cyan,
  XPASS: pc.red,
  FLAKY_PASS: pc.green,
  FLAKY_FAIL: pc.cyan,
};

const INDENT = ' '.repeat(15);
const MAX_VALUE = 400;
const MAX_TEXT_LINES = 6;

/** Outside text on one console line: control characters shown, cut past `max` characters. */
export function consoleValue(text: string, max = MAX_VALUE): string {
  const safe = terminalSafe(text);
  return safe.length <= max ? safe : `${safe.slice(0, max)}… ${pc.dim(`(${safe.length - max} more characters in the JSON report)`)}`;
}

function field(label: string, value: string): string {
  return `${INDENT}${pc.dim(label.padEnd(15))}${value}`;
}

export function formatRequirement(r: RequirementResult): string {
  const head = `${STATUS_COLOR[r.status](r.status.padEnd(15))}${pc.bold(r.id)} ${pc.dim(r.level)} ${r.title}`;
  const test = firstFailingTest(r);
  if (test === undefined) {
    if (!r.reason || r.status === 'PASS') return head;
    // Red without a failed test of its own (a stale entry, a missing area): still which rule, and where.
    const rule = r.status === 'NOT_RUN' || r.status === 'PARTIAL' || r.status === 'NOT_APPLICABLE' ? [] : ruleLines(r.id);
    return [head, ...rule, `${INDENT}${pc.dim(consoleValue(r.reason))}`].join('\n');
  }
  const lines = [head, ...ruleLines(r.id)];
  // Expectation statuses (XFAIL, FLAKY_FAIL…) say why they do not fail the run.
  if (r.observed !== undefined && r.reason) lines.push(`${INDENT}${pc.dim(consoleValue(r.reason))}`);
  const failed = r.tests.filter((t) => t.status !== 'PASS' && t.status !== 'SKIPPED').length;
  const ran = r.tests.filter((t) => t.status !== 'SKIPPED').length;
  lines.push(field('failing test', `${consoleValue(shortName(test.name))} ${pc.dim(`(${failed} of this requirement's ${ran} tests failed; in ${test.file})`)}`));
  lines.push(...testLines(test));
  if (test.leftOpen?.length) lines.push(field('left open', `${test.leftOpen.join(', ')} ${pc.dim('(this failure stopped the test before deciding them: NOT_RUN)')}`));
  // The other failing tests of this rule may have stopped before deciding other requirements: each is named,
  // so a requirement left open is always traced to a card (the JSON report has their whole failures). Tests
  // finish in any order: taken by file and name, two runs print the same card.
  const byPlace = (x: { file: string; name: string }, y: { file: string; name: string }) => (x.file < y.file ? -1 : x.file > y.file ? 1 : x.name < y.name ? -1 : x.name > y.name ? 1 : 0);
  const others = r.tests.filter((t) => t !== test && t.leftOpen?.length).sort(byPlace);
  if (others.length > 0) {
    const named = others.slice(0, 2).map((t) => consoleValue(shortName(t.name), 80)).join('; ');
    const more = others.length > 2 ? ` ${pc.dim(`and ${others.length - 2} more (the JSON report names them)`)}` : '';
    lines.push(field('also stopped', `${others.length} more test${others.length === 1 ? '' : 's'} of this rule: ${named}${more}`));
    const open = [...new Set(others.flatMap((t) => t.leftOpen ?? []))].filter((id) => !test.leftOpen?.includes(id)).sort();
    if (open.length > 0) lines.push(field('left open', `${open.join(', ')} ${pc.dim('(NOT_RUN: those tests stopped at this rule before deciding them)')}`));
  }
  if (test.alsoExercised?.length) lines.push(field('also exercised', `${test.alsoExercised.join(', ')} ${pc.dim('(decided by other tests; not changed by this failure)')}`));
  if (r.replay) lines.push(field('replay', pc.dim(terminalSafe(r.replay))));
  return lines.join('\n');
}

/** Fixtures compare the fields they state: said when the answer holds fields the expectation leaves out. */
function partialNote(expected: string, observed: string | undefined): string {
  const keys = (text: string | undefined): string[] | undefined => {
    try {
      const v: unknown = text === undefined ? undefined : JSON.parse(text);
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.keys(v) : undefined;
    } catch {
      return undefined;
    }
  };
  const want = keys(expected);
  const got = keys(observed);
  return want !== undefined && got !== undefined && got.some((k) => !want.includes(k)) ? pc.dim(' (only the fields shown are compared)') : '';
}

/** The rule the requirement states and where it lives (a path and line a terminal opens). */
function ruleLines(id: string): string[] {
  const rule = ruleOf(id);
  if (rule === undefined) return [];
  return [field('rule', consoleValue(rule.sentence, 600)), field('spec', pc.dim(terminalSafe(rule.location)))];
}

function testLines(test: TestRef): string[] {
  const d = failureDetail(test.message ?? '');
  const lines: string[] = [];
  if (d.status) lines.push(field('status', `${d.status}${d.decidedBy ? ` (charged to ${d.decidedBy})` : ''}`));
  if (d.property) lines.push(field('property', consoleValue(d.property)));
  // After a crash or a hang, shrinking keeps any case (every later one fails): the case that did it is the first.
  if (d.crashedCase) lines.push(field(d.status === 'TIMEOUT' ? 'case that hung' : 'case that crashed', consoleValue(d.crashedCase)));
  else if (d.counterexample) lines.push(field('counterexample', consoleValue(d.counterexample)));
  if (d.before) lines.push(field('steps before', consoleValue(d.before, 600)));
  if (d.step) lines.push(field('step', consoleValue(d.step)));
  if (d.expected !== undefined) lines.push(field('expected', `${consoleValue(d.expected)}${partialNote(d.expected, d.observed)}`));
  if (d.observed !== undefined) lines.push(field('host answered', consoleValue(d.observed)));
  // Where the two first differ, whole: a long answer is cut above, never its differing field.
  // The kit's note is read wherever it stands: a cut answer leaves the parts unread, never the note.
  const note = noteDifference(d.text);
  const at = note ?? (d.expected !== undefined && d.observed !== undefined ? firstDifferingField(d.expected, d.observed) : undefined);
  if (at) lines.push(field('differs at', `${terminalSafe(at.path)}: expected ${terminalSafe(at.expected)}, host answered ${terminalSafe(at.observed)}`));
  const rest = (note ? d.text.replace(/\s*\(at \S*: expected .*, host answered .*\)[ \t]*$/m, '') : d.text).trim().replace(/^[:;,]\s*/, '');
  if (rest !== '') {
    const textLines = rest.split('\n');
    const shown = textLines.slice(0, MAX_TEXT_LINES).map((l) => consoleValue(l));
    lines.push(field(d.expected !== undefined ? 'note' : 'failure', shown[0] ?? ''), ...shown.slice(1).map((l) => `${INDENT}${' '.repeat(15)}${l}`));
    if (textLines.length > MAX_TEXT_LINES) lines.push(`${INDENT}${' '.repeat(15)}${pc.dim(`… ${textLines.length - MAX_TEXT_LINES} more lines in the JSON report`)}`);
  }
  return lines;
}
