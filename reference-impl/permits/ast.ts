// The parsed form of one permit string, with source positions so diagnostics and tools can point into it.

/** Permit kinds of spec/permits.md PERMIT-001, lowercase and case-sensitive. */
export const PERMIT_KINDS = ['adapter', 'group', 'private', 'channel', 'user', 'role', 'platform'] as const;
export type PermitKind = (typeof PERMIT_KINDS)[number];

/** One item between the parentheses, already trimmed of ASCII whitespace; [start, end) is its trimmed span. */
export interface PermitItem {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/** A well-formed permit. `items` is empty for `group()`, `private()`, `channel()`. */
export interface PermitAst {
  readonly kind: PermitKind;
  readonly items: readonly PermitItem[];
  readonly start: number;
  readonly end: number;
}

/** Kinds whose meaning is "the conversation is of this type" (empty list or `*` = any id). */
export const CONVERSATION_KINDS: ReadonlySet<string> = new Set(['group', 'private', 'channel']);

const kindSet: ReadonlySet<string> = new Set(PERMIT_KINDS);

export function isPermitKind(name: string): name is PermitKind {
  return kindSet.has(name);
}
