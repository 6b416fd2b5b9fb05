// The oracle's permit grammar (PERMIT-001, PERMIT-002, PERMIT-009, PERMIT-012, PERMIT-014, PERMIT-028 to PERMIT-032),
// written from spec/permits.md alone and deliberately unlike a hand-written parser: a few string scans
// for the outer shape, a split on ",", then a table of per-kind rules. A malformed permit comes with the
// rule that makes it malformed, so a wrong verdict on it is charged to that rule.

export const KINDS = ['adapter', 'group', 'private', 'channel', 'user', 'role', 'platform'] as const;
export type Kind = (typeof KINDS)[number];
export const CONVERSATION_KINDS: readonly Kind[] = ['group', 'private', 'channel'];
export const ROLE_ITEMS: readonly string[] = ['master', 'trusted', 'user'];

/** A permit whose outer shape is `kind(inner)` with a recognised kind; items not yet trimmed. */
export interface PermitShape {
  kind: Kind;
  rawItems: string[];
}

export type Shape = { ok: true; shape: PermitShape } | { ok: false; rule: string };

/** A well-formed permit: its kind and its trimmed items (empty = "any" for conversation kinds). */
export interface ParsedPermit {
  kind: Kind;
  items: string[];
}

export type Parsed = { ok: true; permit: ParsedPermit } | { ok: false; rule: string };

// ASCII whitespace only (PERMIT-029, PERMIT-030); JS's \s and String#trim would also eat U+00A0 and U+3000.
const EDGE_SPACE = /^[ \t\r\n\f\v]+|[ \t\r\n\f\v]+$/g;
// Whitespace of any kind, for "nothing after the closing parenthesis" (PERMIT-002).
const ANY_SPACE = /\s/u;
const ASCII_SPACE = /[ \t\r\n\f\v]/;

export function trimAscii(text: string): string {
  return text.replace(EDGE_SPACE, '');
}

/**
 * The outer shape, or the first rule it breaks. The order of the checks fixes which rule a permit with
 * two faults is charged to; a host with one bug can only get such a permit wrong if it ignores both.
 */
export function shapeOf(permit: unknown, openParenIsText = false): Shape {
  if (typeof permit !== 'string') return { ok: false, rule: 'PERMIT-017' };
  if (permit.includes('|')) return { ok: false, rule: 'PERMIT-012' }; // "|" anywhere is malformed
  const open = permit.indexOf('(');
  const name = open < 0 ? permit : permit.slice(0, open);
  // ASCII whitespace around the kind is whitespace outside the parentheses; any other space is an ordinary
  // character (Definitions), so "\u00a0adapter" is an unknown kind. After ")" anything is trailing text.
  if (name === '' || ASCII_SPACE.test(name) || name.includes(',') || ANY_SPACE.test(permit.charAt(permit.length - 1))) return { ok: false, rule: 'PERMIT-002' };
  if (name.includes(')')) return { ok: false, rule: 'PERMIT-031' }; // "group)(g1)": a stray ")"
  if (!(KINDS as readonly string[]).includes(name)) return { ok: false, rule: 'PERMIT-001' }; // unknown, or another case: "authenticated", "Group(1)"
  if (open < 0) return { ok: false, rule: 'PERMIT-002' }; // a kind without "(": "adapter"
  const rest = permit.slice(open + 1);
  if (!rest.endsWith(')')) return { ok: false, rule: rest.includes(')') ? 'PERMIT-002' : 'PERMIT-031' }; // "x(a)b" vs "x(a"
  const inner = rest.slice(0, -1);
  if (inner.includes(')')) return { ok: false, rule: 'PERMIT-031' };
  // A "(" inside is malformed (PERMIT-032, a SHOULD); zhin.js reads it as item text (openParenIsText).
  if (inner.includes('(') && !openParenIsText) return { ok: false, rule: 'PERMIT-032' };
  return { ok: true, shape: { kind: name as Kind, rawItems: inner.split(',') } };
}

/** Items after trimming with `trim`; `[]` when the whole inside is blank (PERMIT-029). */
export function itemsOf(rawItems: readonly string[], trim: (text: string) => string = trimAscii): string[] {
  const items = rawItems.map(trim);
  return items.length === 1 && items[0] === '' ? [] : items;
}

/** The rule a kind's item list breaks, or undefined when the list is legal for the kind. */
export function itemsProblem(kind: Kind, items: readonly string[]): string | undefined {
  // platform(…) is two non-empty arguments, not a list (PERMIT-014).
  if (kind === 'platform') return items.length === 2 && !items.includes('') ? undefined : 'PERMIT-014';
  if (items.some((item) => item === '')) return 'PERMIT-028';
  if (CONVERSATION_KINDS.includes(kind)) return undefined; // PERMIT-008: [] means any
  if (items.length === 0) return 'PERMIT-009';
  if (kind === 'role' && !items.every((item) => ROLE_ITEMS.includes(item))) return 'PERMIT-012';
  return undefined;
}

/** The permit's structure, or the rule that makes it malformed or unrecognised. */
export function parsePermit(permit: unknown, trim: (text: string) => string = trimAscii): Parsed {
  const shape = shapeOf(permit);
  if (!shape.ok) return shape;
  const items = itemsOf(shape.shape.rawItems, trim);
  const problem = itemsProblem(shape.shape.kind, items);
  return problem === undefined ? { ok: true, permit: { kind: shape.shape.kind, items } } : { ok: false, rule: problem };
}

/** What `lint` must say (PERMIT-020). */
export function isWellFormed(permit: unknown): boolean {
  return parsePermit(permit).ok;
}
