// A failed test's text read into labelled parts (step, expected, observed, counterexample, the first
// differing field, the case that crashed) so the reports can show each under its name. The whole text is
// always kept beside them: a wording this reader does not know loses nothing, it only goes unlabelled.
import { firstDifferingField, noteDifference, type DifferingField } from './first-differing-field.js';

export interface FailureParts {
  /** Host-level status the text starts with ([ERROR], [CRASH], [TIMEOUT]). */
  status?: string;
  /** The requirement the failing check named (`decided by X: …`). */
  decidedBy?: string;
  /** A property's run summary: runs, shrinks, seed and path. */
  property?: string;
  /** A property's shrunk counterexample, as JSON. */
  counterexample?: string;
  /** After a crash or hang: the first case that failed (the one that did it), as JSON. */
  crashedCase?: string;
  /** Where expected and observed first differ, both values there whole. */
  differsAt?: DifferingField;
  /** In an area with state: the steps of the case before the failing one (`step 0 {…} · step 1 {…}`). */
  before?: string;
  /** Which step or check failed, with what was sent (`step 4 {"op":"permit",…}`), or the case. */
  where?: string;
  expected?: string;
  observed?: string;
  /** The rule the expected answer comes from, when the text names one. */
  rule?: string;
  /** The first meaningful line, without the prefixes above. */
  headline: string;
  /** The whole text, uncut. */
  full: string;
}

const STATUS_PREFIX = /^\[(TIMEOUT|CRASH|ERROR|SKIPPED)\] /;
const DECIDED_PREFIX = /^decided by ([A-Z]+-\d{3}): /;
const PROPERTY_LINE = /^Property failed after .*/m;
const COUNTEREXAMPLE_LINE = /^Counterexample \(JSON\): (.*)$/m;
const CAUSE_LINE = /^Cause: (.*)$/m;
const FIRST_FAILING_LINE = /^First failing case \(JSON\): (.*)$/m;
/** The kit's closing note on a mismatch: `(at .path: expected X, host answered Y)`. */
const AT_NOTE = /\s*\(at \S*: expected .*, host answered .*\)[ \t]*$/m;
const BEFORE_LINE = /^before it: (.*)$/m;

/** `expected X, host answered Y`, maybe followed by a test framework's own restatement. */
const EXPECTED_ANSWERED = /^(?:(.*?): )?expected (.+?), host answered (.+?)(?:: expected .+ to [a-z ]+ .+)?$/s;
/** `host answered error CODE (…) where X was expected`. */
const ERROR_WHERE_EXPECTED = /^(?:(.*?): )?host answered (error .+?) where (.+) was expected$/s;
/** `host answered Y, RULE requires X`. */
const ANSWERED_REQUIRES = /^(?:(.*?): )?host answered (.+?), (.+?) requires? (.+)$/s;
/** A host-level outcome: `host reported an error for case ID: …` or `case ID: …`. */
const CASE_OUTCOME = /^(?:host reported an error for |host skipped )?(case \S+?)(?: in an area it claims)?: (.+)$/s;
/** A closing note in parentheses that is prose, not part of a JSON answer: `(the permit rulings)`. */
const RULE_NOTE = /^(.*\S) \(([^(){}[\]"]+)\)$/s;

function strip(text: string, prefix: RegExp): { rest: string; match?: string } {
  const m = prefix.exec(text);
  return m ? { rest: text.slice(m[0].length), match: m[1] } : { rest: text };
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

/** Reads the labelled parts of one failure text; unknown wordings keep only headline and full. */
export function readFailure(message: string | undefined): FailureParts {
  const full = message ?? '';
  const status = strip(full, STATUS_PREFIX);
  const decided = strip(status.rest, DECIDED_PREFIX);
  const parts: FailureParts = { headline: firstLine(decided.rest), full };
  if (status.match) parts.status = status.match;
  if (decided.match) parts.decidedBy = decided.match;
  const property = PROPERTY_LINE.exec(decided.rest);
  if (property) parts.property = property[0];
  const example = COUNTEREXAMPLE_LINE.exec(decided.rest);
  if (example?.[1] !== undefined) parts.counterexample = example[1];
  const before = BEFORE_LINE.exec(decided.rest);
  if (before?.[1] !== undefined) parts.before = before[1];
  const first = FIRST_FAILING_LINE.exec(decided.rest);
  if (first?.[1] !== undefined) parts.crashedCase = first[1];
  const cause = CAUSE_LINE.exec(decided.rest)?.[1] ?? (property ? undefined : parts.headline);
  if (cause !== undefined) Object.assign(parts, causeParts(cause));
  // A host-level outcome is what the host did, whatever its wording: the observed behaviour.
  if (parts.status !== undefined && parts.observed === undefined && parts.property === undefined) parts.observed = parts.headline;
  return parts;
}

function causeParts(line: string): Partial<FailureParts> {
  const whole = strip(strip(strip(line, STATUS_PREFIX).rest, DECIDED_PREFIX).rest, /^FAIL: /).rest;
  // The kit's own "(at …)" note names the differing field; it is no rule note.
  const note = noteDifference(whole);
  const text = note ? whole.replace(AT_NOTE, '') : whole;
  let m = EXPECTED_ANSWERED.exec(text);
  if (m) {
    const parts = withRuleNote({ where: m[1], expected: m[2]!, observed: m[3]! });
    const differsAt = note ?? firstDifferingField(parts.expected!, parts.observed!);
    return differsAt ? { ...parts, differsAt } : parts;
  }
  m = ERROR_WHERE_EXPECTED.exec(text);
  if (m) return defined({ where: m[1], observed: m[2]!, expected: m[3]! });
  m = ANSWERED_REQUIRES.exec(text);
  if (m) return defined({ where: m[1], observed: m[2]!, rule: m[3]!, expected: m[4]! });
  m = CASE_OUTCOME.exec(text);
  if (m) return { where: m[1]!, observed: m[2]! };
  return {};
}

function withRuleNote(parts: Partial<FailureParts>): Partial<FailureParts> {
  const m = parts.observed === undefined ? null : RULE_NOTE.exec(parts.observed);
  return defined(m ? { ...parts, observed: m[1]!, rule: m[2]! } : parts);
}

function defined(parts: Partial<FailureParts>): Partial<FailureParts> {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * Tests that failed the same way are one cause: a host-level outcome (error, crash, timeout) with the same
 * text once the case id is set aside, whichever test sent the case; or the same minimal step (what was
 * sent, expected and answered, wherever in its case it stood), whichever test or property found it. Any
 * other failure is its own.
 */
export function causeKey(test: { name: string; file: string; status: string; message?: string }): string {
  const parts = readFailure(test.message);
  if (parts.status !== undefined && parts.property === undefined) {
    return `outcome\u0000${test.status}\u0000${parts.headline.replace(/\bcase \S+?:/, 'case …:')}`;
  }
  const step = parts.where === undefined ? undefined : /^(?:step|check) \d+ (.+)$/s.exec(parts.where)?.[1];
  if (step !== undefined && parts.expected !== undefined && parts.observed !== undefined) {
    return `step\u0000${test.status}\u0000${step}\u0000${parts.expected}\u0000${parts.observed}`;
  }
  return `test\u0000${test.file}\u0000${test.name}`;
}
