// Names (REGISTRY-007…010): owner-path segments, their "__" join, and the 64-character cap.
// The segment rule forbids "__" and leading/trailing separators, which is what makes the join injective.

/** One owner-path segment or local name: lowercase alphanumerics, single `_` or `-` between them. */
export const SEGMENT = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

/** Whether `s` is one legal segment (REGISTRY-008). */
export const isSegment = (s: string): boolean => SEGMENT.test(s);

/** The join of owner path and local name (REGISTRY-007). */
export const SEPARATOR = '__';

/** Longest legal qualifiedName: fits every major model API's tool-name rule. */
export const MAX_QUALIFIED_NAME = 64;

/** The owner path and the name joined with `__` (REGISTRY-007); segments never hold `__`, so the join is injective (REGISTRY-010). */
export function joinQualifiedName(ownerPath: readonly string[], name: string): string {
  return ownerPath.length === 0 ? name : `${ownerPath.join(SEPARATOR)}${SEPARATOR}${name}`;
}

// The wording of the messages below is free: an invalid-name error is checked by its code and the
// source it names (spec/protocol.md §9), and prepare reports any returned text, even an empty one.
const notStringNameText = (segment: unknown): string => `a name must be a string, got ${JSON.stringify(segment)}`;
const notSegmentText = (segment: string): string =>
  `"${segment}" does not match ${SEGMENT.source} (lowercase letters and digits, single "_" or "-" between them; "__" is reserved for joining owner paths)`;
const tooLongText = (qualifiedName: string, max: number): string => `qualifiedName "${qualifiedName}" is ${qualifiedName.length} characters long; at most ${max} are allowed`;

/** What is wrong with one segment, in words, or undefined when it is fine. (REGISTRY-008) */
export function segmentProblem(segment: unknown, rule: (s: string) => boolean = isSegment): string | undefined {
  if (typeof segment !== 'string') return notStringNameText(segment);
  return rule(segment) ? undefined : notSegmentText(segment);
}

/** The qualifiedName's own problem (the segments are checked separately), or undefined. (REGISTRY-009) */
export function lengthProblem(qualifiedName: string, max: number = MAX_QUALIFIED_NAME): string | undefined {
  return qualifiedName.length <= max ? undefined : tooLongText(qualifiedName, max);
}
