// Names (REGISTRY-007…010): owner-path segments, their "__" join, and the 64-character cap.
// The segment rule forbids "__" and leading/trailing separators, which is what makes the join injective.

/** One owner-path segment or local name: lowercase alphanumerics, single `_` or `-` between them. */
export const SEGMENT = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

/** SEGMENT.test(s), read character by character: alphanumerics, each single "_" or "-" between two of them. (REGISTRY-008) */
export function isSegment(s: string): boolean {
  // The start counts as just after a separator: a segment starts, and ends, with an alphanumeric.
  let afterSeparator = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) afterSeparator = false;
    else if ((c === 95 || c === 45) && !afterSeparator) afterSeparator = true;
    else return false;
  }
  return !afterSeparator;
}

/** The join of owner path and local name (REGISTRY-007). */
export const SEPARATOR = '__';

/** Longest legal qualifiedName: fits every major model API's tool-name rule. */
export const MAX_QUALIFIED_NAME = 64;

/** The owner path and the name joined with `__` (REGISTRY-007); segments never hold `__`, so the join is injective (REGISTRY-010). */
export function joinQualifiedName(ownerPath: readonly string[], name: string): string {
  return ownerPath.length === 0 ? name : `${ownerPath.join(SEPARATOR)}${SEPARATOR}${name}`;
}

// The wording of the two messages below is free: an invalid-name error is checked by its code and the
// source it names (spec/protocol.md §9), and prepare reports any returned text, even an empty one.

/** What is wrong with one segment, in words, or undefined when it is fine. (REGISTRY-008) */
export function segmentProblem(segment: unknown, rule: (s: string) => boolean = (s) => SEGMENT.test(s)): string | undefined {
  if (typeof segment !== 'string') return `a name must be a string, got ${JSON.stringify(segment)}`;
  if (rule(segment)) return undefined;
  return `"${segment}" does not match ${SEGMENT.source} (lowercase letters and digits, single "_" or "-" between them; "__" is reserved for joining owner paths)`;
}

/** The qualifiedName's own problem (the segments are checked separately), or undefined. (REGISTRY-009) */
export function lengthProblem(qualifiedName: string, max: number = MAX_QUALIFIED_NAME): string | undefined {
  if (qualifiedName.length <= max) return undefined;
  return `qualifiedName "${qualifiedName}" is ${qualifiedName.length} characters long; at most ${max} are allowed`;
}
