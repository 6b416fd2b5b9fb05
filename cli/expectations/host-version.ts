// `when.hostVersion`: an exact version string, or one comparison of dotted numbers (`>=1.2`, `<2`, `=1.2.0`).
// Deliberately no ranges, carets or pre-release rules: hosts in any language can read it the same way.

const COMPARISON = /^(>=|<=|>|<|=)\s*(\d+(?:\.\d+)*)$/;

type Operator = '>=' | '<=' | '>' | '<' | '=';

/** Whether the host's announced `version` satisfies `condition`. */
export function hostVersionMatches(condition: string, version: string): boolean {
  const m = COMPARISON.exec(condition);
  if (!m) return condition === version;
  const actual = numericPrefix(version);
  if (actual === undefined) return false; // a version we cannot read never satisfies a comparison
  const order = compareDotted(actual, m[2]!.split('.').map(Number));
  switch (m[1] as Operator) {
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '=':
      return order === 0;
  }
}

/** `1.2.3-beta` → [1,2,3]; undefined when the version does not start with a number. */
function numericPrefix(version: string): number[] | undefined {
  const m = /^v?(\d+(?:\.\d+)*)/.exec(version.trim());
  return m ? m[1]!.split('.').map(Number) : undefined;
}

/** Compares dotted numbers, missing parts counting as 0 (`1.2` = `1.2.0`). */
function compareDotted(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
