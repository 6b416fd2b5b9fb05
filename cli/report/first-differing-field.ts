// Where an answer first departs from the expected one, read back from a failure's two JSON texts: the
// path and both values there, whole, so a card shows what to change even when the answers themselves
// are too long to show (an `index` of fifty tools differs in one name).
import { absentField, firstDifference, shownValue } from '../../suites/support/first-difference.js';

export interface DifferingField {
  /** `.tools[12].name`; empty for the whole value. */
  path: string;
  expected: string;
  observed: string;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The kit's own note `(at .path: expected X, host answered Y)` in a failure text, if it has one. */
export function noteDifference(text: string): DifferingField | undefined {
  const m = /\(at (\S*): expected (.*), host answered (.*)\)[ \t]*$/m.exec(text);
  return m ? { path: m[1]!, expected: m[2]!, observed: m[3]! } : undefined;
}

/** The first differing field of two JSON texts (also a field only the answer has), or undefined. */
export function firstDifferingField(expectedText: string, observedText: string): DifferingField | undefined {
  const want = parse(expectedText);
  const got = parse(observedText);
  if (!want.ok || !got.ok) return undefined;
  const d = firstDifference(got.value, want.value);
  if (d !== undefined) return d.path === '' ? undefined : { path: d.path, expected: shownValue(d.expected, d.path), observed: shownValue(d.actual, d.path) };
  return extraField(got.value, want.value, '');
}

function extraField(actual: unknown, expected: unknown, path: string): DifferingField | undefined {
  if (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null) return undefined;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    for (let i = 0; i < expected.length; i += 1) {
      const d = extraField(actual[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    const at = `${path}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`;
    if (!Object.hasOwn(e, key)) return { path: at, expected: absentField(at), observed: shownValue(a[key], at) };
    const d = extraField(a[key], e[key], at);
    if (d) return d;
  }
  return undefined;
}
