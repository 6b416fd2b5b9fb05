// A failure text read back into its parts, so a view can lay them out: the shrunk counterexample, the
// step, what the rule expects and what the host answered. The suites word every mismatch the same way
// (`step 3 {…}: expected X, host answered Y`, `check 0 {…}: …`); text in any other form is kept whole.
import { failurePrefixes } from '../../suites/support/decided-by.js';

export interface FailureDetail {
  /** A host-level status from the text's prefix (TIMEOUT, CRASH, ERROR, SKIPPED). */
  status?: string;
  /** The requirement the failure is charged to, from the text's prefix. */
  decidedBy?: string;
  /** A property's first line: how many runs and shrinks it took. */
  property?: string;
  /** A property's minimal counterexample, as JSON. */
  counterexample?: string;
  /** After a crash or hang: the first case that failed, as JSON (shrinking after one keeps any case). */
  crashedCase?: string;
  /** `step 3 {…}` / `check 0 {…}`: which question the host answered wrongly. */
  step?: string;
  expected?: string;
  observed?: string;
  /** In an area with state: the steps of the case before the failing one. */
  before?: string;
  /** What the text says besides (the rest of a cause, a note after the values). */
  text: string;
}

const PROPERTY = /^Property failed after [^;\n]*/;

export function failureDetail(message: string): FailureDetail {
  const { status, decidedBy, text: whole } = failurePrefixes(message);
  const before = /\nbefore it: (.*)$/m.exec(whole);
  const text = before ? whole.replace(before[0], '') : whole;
  const base: FailureDetail = { ...(status ? { status } : {}), ...(decidedBy ? { decidedBy } : {}), ...(before ? { before: before[1]! } : {}), text };
  let cause = text;
  const property = PROPERTY.exec(text);
  if (property) {
    base.property = property[0];
    const example = /^Counterexample \(JSON\): (.*)$/m.exec(text);
    if (example) base.counterexample = example[1]!;
    const first = /^First failing case \(JSON\): (.*)$/m.exec(text);
    if (first) base.crashedCase = first[1]!;
    const causeAt = text.indexOf('\nCause: ');
    cause = causeAt >= 0 ? text.slice(causeAt + '\nCause: '.length) : '';
    base.text = cause;
  }
  const parts = mismatchParts(cause);
  return parts ? { ...base, ...parts } : base;
}

/** `… step N <json>: expected <json>, host answered <json> <rest>` → its parts, or undefined. */
function mismatchParts(text: string): Pick<FailureDetail, 'step' | 'expected' | 'observed' | 'text'> | undefined {
  const at = /(?:^|[:;] |FAIL: )((?:step|check) \d+ )/.exec(text);
  if (!at) return undefined;
  const stepStart = at.index + at[0].length - at[1]!.length;
  const stepJsonEnd = jsonValueEnd(text, stepStart + at[1]!.length);
  if (stepJsonEnd < 0 || !text.startsWith(': expected ', stepJsonEnd)) return undefined;
  const wantStart = stepJsonEnd + ': expected '.length;
  const wantEnd = jsonValueEnd(text, wantStart);
  if (wantEnd < 0 || !text.startsWith(', host answered ', wantEnd)) return undefined;
  const gotStart = wantEnd + ', host answered '.length;
  const gotEnd = jsonValueEnd(text, gotStart);
  if (gotEnd < 0) return undefined;
  const before = text.slice(0, stepStart).replace(/^FAIL: /, '').replace(/[;:]\s*$/, '').trim();
  // What follows the answer is a note; a separator left at its start is no part of it.
  const after = text.slice(gotEnd).trim().replace(/^[:;,]\s*/, '');
  return {
    step: text.slice(stepStart, stepJsonEnd),
    expected: text.slice(wantStart, wantEnd),
    observed: text.slice(gotStart, gotEnd),
    text: [before, after].filter((s) => s !== '').join(' '),
  };
}

/** The index just past the JSON value starting at `start` (object, array, string or literal), or -1. */
export function jsonValueEnd(text: string, start: number): number {
  const first = text[start];
  if (first === '{' || first === '[') {
    let depth = 0;
    for (let i = start; i < text.length; i += 1) {
      const c = text[i];
      if (c === '"') {
        i = stringEnd(text, i) - 1;
        if (i < 0) return -1;
      } else if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  }
  if (first === '"') return stringEnd(text, start);
  const literal = /^(?:true|false|null|undefined|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(start));
  return literal ? start + literal[0].length : -1;
}

function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}
