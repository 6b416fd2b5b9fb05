// Where a host's answer first departs from an expected shape, in the kit's own wording. The judgement
// itself stays with the comparison that calls this (a result must contain the expected fields); this
// only names the place, so a failure reads "expected …, host answered …" once, never twice.

export interface Difference {
  /** A JSON-path-like place, `.tools[0].name`; empty for the whole value. */
  path: string;
  expected: unknown;
  actual: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first place where `actual` does not contain `expected` (objects: every expected key, recursively;
 * arrays: the same length, element by element; anything else: the same value), or undefined.
 */
export function firstDifference(actual: unknown, expected: unknown, path = ''): Difference | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, expected, actual };
    for (let i = 0; i < expected.length; i += 1) {
      const d = firstDifference(actual[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return { path, expected, actual };
    for (const [key, value] of Object.entries(expected)) {
      const at = `${path}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`;
      if (!Object.hasOwn(actual, key)) return { path: at, expected: value, actual: undefined };
      const d = firstDifference(actual[key], value, at);
      if (d) return d;
    }
    return undefined;
  }
  return Object.is(actual, expected) ? undefined : { path, expected, actual };
}

/** How a field one side lacks reads: "no `error` field" for the path `.error` (or `["a b"]`). */
export function absentField(path: string): string {
  const dotted = /\.([A-Za-z_$][\w$]*)$/.exec(path);
  let key = dotted?.[1];
  if (key === undefined) {
    const quoted = /\[("(?:[^"\\]|\\.)*")\]$/.exec(path);
    try {
      key = quoted ? (JSON.parse(quoted[1]!) as string) : undefined;
    } catch {
      key = undefined;
    }
  }
  return key === undefined ? 'nothing' : `no \`${key}\` field`;
}

/** A value as a failure shows it: its JSON, or the absent field at `path`. */
export function shownValue(value: unknown, path: string): string {
  return value === undefined ? absentField(path) : (JSON.stringify(value) ?? String(value));
}

/** "at .allowed: expected true, host answered false" (undefined when the values do not differ). */
export function describeDifference(actual: unknown, expected: unknown): string | undefined {
  const d = firstDifference(actual, expected);
  if (d === undefined || d.path === '') return undefined;
  return `at ${d.path}: expected ${shownValue(d.expected, d.path)}, host answered ${shownValue(d.actual, d.path)}`;
}
