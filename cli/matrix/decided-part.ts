// The part of a step's answer the contract decides, read off the fixture's expectation: the fields the
// expectation names (recursively; arrays element by element, in order), a step error as "an error" (with
// its code only where the expectation fixes one), and a tool's defer_loading whether or not the fixture
// writes it (present or absent is the channel's rule). Two hosts "answer differently" when these parts
// differ; messages, extra fields and host-defined texts the contract leaves free never count.
import { firstDifference, shownValue } from '../../suites/support/first-difference.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stands for a field the expectation names and the answer lacks. */
const MISSING = '<missing>';

export function decidedPart(answer: unknown, expected: unknown): unknown {
  if (isRecord(answer) && 'error' in answer && isRecord(expected)) {
    const fixed = isRecord(expected.error) && 'code' in expected.error;
    return { error: fixed ? (isRecord(answer.error) ? answer.error.code : answer.error) : 'any code' };
  }
  if (Array.isArray(expected) && Array.isArray(answer)) {
    return answer.map((a, i) => (i < expected.length ? decidedPart(a, expected[i]) : a));
  }
  if (isRecord(expected) && isRecord(answer) && !('error' in expected)) {
    const out: Record<string, unknown> = {};
    for (const [key, want] of Object.entries(expected)) out[key] = Object.hasOwn(answer, key) ? decidedPart(answer[key], want) : MISSING;
    if (typeof answer.name === 'string' && Object.hasOwn(answer, 'defer_loading') && !Object.hasOwn(out, 'defer_loading')) out.defer_loading = answer.defer_loading;
    return out;
  }
  return answer;
}

/** JSON with sorted keys: two equal values give the same text whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether `answer` is the expected one on the fields the contract fixes. */
export function answersAsExpected(answer: unknown, expected: unknown): boolean {
  return canonical(decidedPart(answer, expected)) === canonical(decidedPart(expected, expected));
}

/** Where an answer first departs from the expected one, in one line ("at .tools[0].name: expected "a", answered "b""), or undefined. */
export function differenceFromExpected(answer: unknown, expected: unknown): string | undefined {
  const d = firstDifference(decidedPart(answer, expected), decidedPart(expected, expected));
  if (d === undefined) return undefined;
  return `${d.path === '' ? '' : `at ${d.path}: `}expected ${shownValue(d.expected, d.path)}, answered ${shownValue(d.actual, d.path)}`;
}
