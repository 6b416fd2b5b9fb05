// The first place two transcripts part ways: a line number and both lines, exactly as written
// (nothing is normalised, a trailing space or a missing final newline is a divergence too).

export interface Divergence {
  /** 1-based line number. */
  line: number;
  /** The expected (golden) line, or undefined when the golden ended first. */
  expected: string | undefined;
  /** The actual line, or undefined when the actual transcript ended first. */
  actual: string | undefined;
}

/** Splits after each newline, keeping a final line without one as its own line (so it still differs). */
function lines(text: string): string[] {
  const out = text.split('\n');
  if (out[out.length - 1] === '') out.pop();
  else if (out.length > 0) out[out.length - 1] += ' (no final newline)';
  return out;
}

export function firstDivergence(expected: string, actual: string): Divergence | undefined {
  if (expected === actual) return undefined;
  const a = lines(expected);
  const b = lines(actual);
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return { line: i + 1, expected: a[i], actual: b[i] };
  }
  // Same lines, different bytes: only line endings can differ (e.g. CRLF in one file).
  return { line: n, expected: a[n - 1], actual: b[n - 1] };
}

/** For people: where, and the two lines one under the other. */
export function describeDivergence(d: Divergence): string {
  return [`first divergence at line ${d.line}`, `  expected: ${d.expected ?? '(end of transcript)'}`, `  actual:   ${d.actual ?? '(end of transcript)'}`].join('\n');
}
