// The permit parser: one left-to-right pass over the string, no regex, no recursion, so its cost is
// linear in the input and a megabyte of "((((" or of commas cannot blow the stack or go quadratic.
// Grammar (spec/permits.md PERMIT-001 to PERMIT-004): the whole string is `kind(item,item,…)`; nothing outside is allowed.
import type { PermitAst, PermitItem, PermitKind } from './ast.js';
import { CONVERSATION_KINDS, PERMIT_KINDS, isPermitKind } from './ast.js';
import type { Diagnostic, DiagnosticCode } from './diagnostic.js';
import { clip, quote } from './diagnostic.js';
import { isAsciiWhitespace, skipAsciiWhitespace, trimAsciiWhitespaceEnd } from './ascii-whitespace.js';
import { isRole } from './roles.js';

export type ParseResult = { ok: true; permit: PermitAst } | { ok: false; diagnostics: Diagnostic[] };

/** Enough to show a plugin author every independent mistake without a megabyte of diagnostics. */
export const MAX_DIAGNOSTICS = 20;

const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const COMMA = 0x2c; // ,
const PIPE = 0x7c; // |

/** Ends the kind name: structure characters and whitespace (which is then reported as misplaced). */
function endsKindName(code: number): boolean {
  return code === OPEN || code === CLOSE || code === COMMA || isAsciiWhitespace(code);
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value as string | number)}`;
}

function unknownKindMessage(name: string, at: number): string {
  const lowered = name.toLowerCase();
  return isPermitKind(lowered)
    ? `unknown permit kind ${quote(name)} at ${at} (kinds are lowercase: ${PERMIT_KINDS.join(', ')})`
    : `unknown permit kind ${quote(name)} at ${at} (expected one of ${PERMIT_KINDS.join(', ')})`;
}

function charName(text: string, at: number): string {
  return JSON.stringify(text.charAt(at));
}

/** Where the kind name starting at `from` ends. A loop of its own: the optimiser keeps it fast on a megabyte. */
function kindNameEnd(text: string, from: number): number {
  const n = text.length;
  let i = from;
  while (i < n && !endsKindName(text.charCodeAt(i))) i++;
  return i;
}

interface ScannedItems {
  items: PermitItem[];
  /** Where the first empty items start (only the first MAX_DIAGNOSTICS are ever reported). */
  emptyAt: number[];
  count: number;
  /** The closing ")", or -1 when the text ends first. */
  close: number;
}

/**
 * The items from `from` (just past the "(") to the closing ")". Undefined after a nested "(" (reported).
 * Its own function, so the loop over a megabyte of items is optimised once and stays so.
 */
function scanItems(text: string, from: number, report: Report): ScannedItems | undefined {
  const n = text.length;
  const items: PermitItem[] = [];
  const emptyAt: number[] = [];
  let count = 0;
  let itemStart = from;
  const finishItem = (start: number, end: number): void => {
    const s = skipAsciiWhitespace(text, start, end);
    const e = trimAsciiWhitespaceEnd(text, s, end);
    count++;
    // An empty item is never an item: alone it is the empty list, among others it is malformed.
    if (s !== e) items.push({ value: text.slice(s, e), start: s, end: e });
    else if (emptyAt.length < MAX_DIAGNOSTICS) emptyAt.push(start);
  };
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === CLOSE) {
      finishItem(itemStart, i);
      return { items, emptyAt, count, close: i };
    }
    if (c === COMMA) {
      finishItem(itemStart, i);
      itemStart = i + 1;
    } else if (c === OPEN) {
      report('nested-parenthesis', `unexpected "(" at ${i}: items may not contain parentheses`, i, i + 1);
      return undefined;
    } else if (c === PIPE) {
      report('pipe-in-permit', `unexpected "|" at ${i}: a "|" inside a permit is malformed; list alternatives with ","`, i, i + 1);
    }
  }
  return { items, emptyAt, count, close: -1 };
}

export function parsePermit(text: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const report = (code: DiagnosticCode, message: string, start: number, end: number): void => {
    if (diagnostics.length < MAX_DIAGNOSTICS) diagnostics.push({ code, message, start, end });
  };
  const fail = (): ParseResult => ({ ok: false, diagnostics });

  if (typeof text !== 'string') {
    report('not-a-string', `a permit must be a string, got ${describeValue(text)}`, 0, 0);
    return fail();
  }
  const n = text.length;
  if (n === 0) {
    report('empty-permit', 'empty permit: expected kind(items), e.g. adapter(qq)', 0, 0);
    return fail();
  }

  // Kind name, refusing whitespace on either side of it.
  let i = skipAsciiWhitespace(text, 0);
  if (i > 0) report('whitespace-outside', `whitespace before the permit kind at 0 (no whitespace outside the parentheses)`, 0, i);
  const kindStart = i;
  i = kindNameEnd(text, i);
  const name = text.slice(kindStart, i);
  const where = i < n ? `before ${charName(text, i)} at ${i}` : `at ${i}`;
  let kind: PermitKind | undefined;
  // No kind or an unknown one: reported, and parsing goes on to find independent mistakes.
  if (isPermitKind(name)) kind = name;
  else report(name === '' ? 'missing-kind' : 'unknown-kind', name === '' ? `missing permit kind ${where}: expected kind(items), e.g. adapter(qq)` : unknownKindMessage(name, kindStart), kindStart, i);
  const afterName = skipAsciiWhitespace(text, i);
  if (afterName > i) {
    const what = afterName < n && text.charCodeAt(afterName) === OPEN ? `whitespace before "("` : `whitespace after the permit kind`;
    report('whitespace-outside', `${what} at ${i} (no whitespace outside the parentheses)`, i, afterName);
    i = afterName;
  }
  if (i >= n) {
    report('missing-open-paren', `expected "(" at ${i} after the permit kind`, i, i);
    return fail();
  }
  if (text.charCodeAt(i) !== OPEN) {
    report('missing-open-paren', `unexpected ${charName(text, i)} at ${i}: expected "(" after the permit kind`, i, i + 1);
    return fail();
  }
  const open = i;

  // Items: split on ",", stop at ")"; any other parenthesis is nesting or imbalance.
  const scanned = scanItems(text, i + 1, report);
  if (scanned === undefined) return fail();
  const { items, emptyAt, count, close } = scanned;
  if (close < 0) {
    report('missing-close-paren', `missing ")" at ${n} to close the "(" at ${open}`, n, n);
    return fail();
  }
  if (close + 1 < n) {
    const rest = close + 1;
    if (skipAsciiWhitespace(text, rest) === n) {
      report('whitespace-outside', `whitespace after ")" at ${rest} (no whitespace outside the parentheses)`, rest, n);
    } else {
      report('trailing-text', `text after ")" at ${rest}: the permit must end with its ")"`, rest, n);
    }
  }

  // A single empty item is the empty list (items stays []); an empty item among others is malformed.
  if (count > 1) {
    // Only the first ones can be reported (MAX_DIAGNOSTICS): a megabyte of commas builds 20 messages, not a million.
    for (const at of emptyAt) report('empty-item', `empty item at ${at} in ${clip(text)}`, at, at);
  }
  // An undefined kind was reported above (missing-kind, unknown-kind); the kind rules need a kind.
  if (kind === undefined) return fail();
  checkKindItems(kind, items, count, open, close + 1, report);
  if (diagnostics.length > 0) return fail();
  return { ok: true, permit: { kind, items, start: kindStart, end: close + 1 } };
}

type Report = (code: DiagnosticCode, message: string, start: number, end: number) => void;

/** Rules that depend on the kind: empty lists, the role vocabulary, platform's arity. */
/** [open, end) is the parenthesised part, which is what these diagnostics point at. */
function checkKindItems(kind: PermitKind, items: readonly PermitItem[], count: number, open: number, end: number, report: Report): void {
  if (kind === 'platform') {
    if (count !== 2) {
      report('platform-arity', `platform(...) takes exactly 2 arguments (adapter, permission), got ${items.length === 0 ? 0 : count}`, open, end);
    }
    return;
  }
  if (items.length === 0) {
    if (!CONVERSATION_KINDS.has(kind)) {
      report('empty-list', `${kind}() needs at least one item (only group, private and channel allow an empty list)`, open, end);
    }
    return;
  }
  if (kind === 'role') {
    for (const item of items) {
      if (isRole(item.value)) continue;
      report('unknown-role', `role item ${quote(item.value)} at ${item.start}: expected master, trusted or user`, item.start, item.end);
    }
  }
}
