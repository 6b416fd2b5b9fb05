// Ways of reading a permit and a message: the spec's, and plausible misreadings of one rule each. The
// model evaluates a check under each; a misreading that changes the verdict names a rule that decided it
// ("the most specific rule whose application made the difference"). A host with one bug answers like one
// misreading, so its wrong verdicts are charged to that misreading's rule. Where two misreadings change
// one verdict, the order below decides (the more common mistake first: trimming items with a language's
// trim() before trimming message values; OR read as AND before "*" read literally).
import { pythonStr, rustDisplay, withoutString } from './foreign-strings.js';
import { trimAscii } from './model-grammar.js';
import type { Kind } from './model-grammar.js';
import { rankOf, ROLES, SPEC_VIEW } from './model-message.js';
import type { ViewReading } from './model-message.js';

export interface Reading {
  /** Stable name, e.g. `PERMIT-011 case-folded`; the spec's own reading is `spec`. */
  readonly key: string;
  /** The requirement this reading gets wrong ('' for the spec's reading). */
  readonly rule: string;
  readonly view: ViewReading;
  trim(text: string): string;
  /** An item against a normalised value. */
  equals(item: string, value: string | undefined): boolean;
  /** A conversation type against a conversation kind. */
  typeIs(type: string, kind: Kind): boolean;
  /** OR inside one permit (the spec) or AND. */
  readonly itemsJoin: 'or' | 'and';
  /** Does `*` mean "any" for this kind? */
  starIsAny(kind: Kind): boolean;
  /** Does an empty conversation-kind list mean "any"? */
  readonly emptyIsAny: boolean;
  /** Does role(item) hold for this sender role? */
  roleHolds(role: string | undefined, item: string): boolean;
  /** Does platform(a,p) compare a with the message's adapter? */
  readonly platformChecksAdapter: boolean;
  /** Are empty items among others dropped (zhin.js, PERMIT-028's other answer) rather than malformed? */
  readonly dropsEmptyItems?: boolean;
  /** Is a "(" inside the items item text (zhin.js, PERMIT-032's other answer) rather than malformed? */
  readonly openParenIsText?: boolean;
}

const CONVERSATIONAL = new Set<Kind>(['group', 'private', 'channel']);

export const SPEC: Reading = {
  key: 'spec',
  rule: '',
  view: SPEC_VIEW,
  trim: trimAscii,
  equals: (item, value) => value !== undefined && item === value,
  typeIs: (type, kind) => type === kind,
  itemsJoin: 'or',
  starIsAny: (kind) => CONVERSATIONAL.has(kind),
  emptyIsAny: true,
  roleHolds: (role, item) => rankOf(role) > 0 && rankOf(role) >= rankOf(item),
  platformChecksAdapter: true,
};

const misread = (rule: string, what: string, change: Partial<Reading>): Reading => ({ ...SPEC, ...change, key: `${rule} ${what}`, rule });
const viewWith = (change: Partial<ViewReading>): ViewReading => ({ ...SPEC_VIEW, ...change });

// Python's str.strip() and JavaScript's trim() remove more than the six ASCII characters.
const WIDE_SPACE = /^[\s\u001c-\u001f\u0085]+|[\s\u001c-\u001f\u0085]+$/gu;
const lower = (text: string | undefined): string | undefined => text?.toLowerCase();
const sameFolded = (item: string, value: string | undefined): boolean => value !== undefined && item.toLowerCase() === value.toLowerCase();
const rawRole = (raw: unknown): string | undefined => (typeof raw === 'string' ? raw : undefined);
const foldedRole = (raw: unknown): string => {
  const folded = typeof raw === 'string' ? raw.toLowerCase() : undefined;
  return folded !== undefined && (ROLES as readonly string[]).includes(folded) ? folded : 'user';
};
const jsTrim = (text: string): string => text.trim();

/** Misreadings in priority order: the first one that changes a verdict names its deciding rule. */
export const MISREADINGS: readonly Reading[] = [
  misread('PERMIT-025', "stringified like Python's str()", { view: viewWith({ str: pythonStr }) }),
  misread('PERMIT-025', "stringified like Rust's Display", { view: viewWith({ str: rustDisplay }) }),
  misread('PERMIT-025', 'numbers and booleans not stringified', { view: viewWith({ str: withoutString }) }),
  misread('PERMIT-021', 'no private default', { view: viewWith({ type: (raw, present) => (present && typeof raw === 'string' ? raw : '') }) }),
  misread('PERMIT-021', 'a null or missing id read as text', { view: viewWith({ id: (raw, present, str) => (present ? str(raw) : undefined) }) }),
  misread('PERMIT-022', 'role taken as sent', { view: viewWith({ role: rawRole }) }),
  misread('PERMIT-022', 'role case-folded', { view: viewWith({ role: foldedRole }) }),
  // Python's bare strip() also strips U+001C to U+001F and U+0085, which no reading trims (PERMIT-029);
  // JavaScript's trim() is zhin.js's reading, a freedom (FREEDOMS, PERMIT-030).
  misread('PERMIT-029', 'items trimmed of every kind of space', { trim: (text) => text.replace(WIDE_SPACE, '') }),
  misread('PERMIT-029', 'items not trimmed', { trim: (text) => text }),
  misread('PERMIT-021', 'conversation id trimmed', { view: viewWith({ id: (raw, present, str) => (present && raw !== undefined && raw !== null ? str(raw).trim() : undefined) }) }),
  misread('PERMIT-022', 'sender id trimmed', { view: viewWith({ senderId: (raw, str) => str(raw).trim() }) }),
  misread('PERMIT-023', 'adapter trimmed', { view: viewWith({ adapter: (raw, str) => str(raw).trim() }) }),
  misread('PERMIT-011', 'case-folded', { equals: sameFolded, typeIs: (type, kind) => lower(type) === kind }),
  misread('PERMIT-011', 'an item matches a value it is a prefix of', { equals: (item, value) => value !== undefined && value.startsWith(item) }),
  misread('PERMIT-011', 'an item matches a value that is a prefix of it', { equals: (item, value) => value !== undefined && item.startsWith(value) }),
  misread('PERMIT-011', 'an item matches a value it is part of', { equals: (item, value) => value !== undefined && value.includes(item) }),
  misread('PERMIT-011', 'an item matches a value that is part of it', { equals: (item, value) => value !== undefined && item.includes(value) }),
  misread('PERMIT-005', 'items joined by AND', { itemsJoin: 'and' }),
  misread('PERMIT-009', '* as a wildcard for every kind', { starIsAny: () => true }),
  misread('PERMIT-008', '* literal for conversations', { starIsAny: () => false }),
  misread('PERMIT-008', 'an empty list matches nothing', { emptyIsAny: false }),
  misread('PERMIT-026', 'roles matched exactly', { roleHolds: (role, item) => role === item }),
  misread('PERMIT-014', "platform(a,p) asks a's checker whatever the adapter", { platformChecksAdapter: false }),
  misread('PERMIT-026', 'roles ranked upside down', { roleHolds: (role, item) => rankOf(role) > 0 && rankOf(role) <= rankOf(item) }),
];

/** The rule that decides a well-formed permit of this kind when no misreading changes its verdict. */
export const KIND_RULE: Readonly<Record<Kind, string>> = {
  adapter: 'PERMIT-015',
  group: 'PERMIT-008',
  private: 'PERMIT-008',
  channel: 'PERMIT-008',
  user: 'PERMIT-016',
  role: 'PERMIT-026',
  platform: 'PERMIT-014',
};

/**
 * Other readings the spec allows (a choice it leaves open, taken by a variant host): a verdict one of them
 * gives is no failure of a MUST. PERMIT-027 (a SHOULD) recommends that role(user) hold for every identified
 * sender; zhin.js reads it as the user role only, and the MUST rules are the same under both.
 */
export const FREEDOMS: readonly Reading[] = [
  misread('PERMIT-027', 'role(user) only for the user role', { roleHolds: (role, item) => (item === 'user' ? role === 'user' : SPEC.roleHolds(role, item)) }),
  // PERMIT-030 (a SHOULD) trims ASCII whitespace only; zhin.js trims items with JavaScript's trim().
  misread('PERMIT-030', 'items trimmed by trim()', { trim: jsTrim }),
  // PERMIT-028 (a SHOULD) makes an empty item among others malformed; zhin.js drops it.
  misread('PERMIT-028', 'empty items among others dropped', { dropsEmptyItems: true }),
  // PERMIT-032 (a SHOULD) makes a "(" inside the items malformed; zhin.js reads it as item text.
  misread('PERMIT-032', '"(" inside the items read as text', { openParenIsText: true }),
];

/** The rules whose other readings are freedoms (SHOULDs judged by their own tests). */
export const FREEDOM_RULES: ReadonlySet<string> = new Set(FREEDOMS.map((r) => r.rule));
