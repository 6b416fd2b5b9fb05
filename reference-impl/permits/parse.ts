// The permit grammar of spec/permits.md, read in the spec's order:
//   permit = kind "(" items ")"   the whole string; no whitespace outside the parentheses   PERMIT-002
//   kind   = one of seven lowercase names                                                  PERMIT-001
//   items  = item *("," item), each trimmed of ASCII whitespace                            PERMIT-029
//   item   = no ")" or "," (PERMIT-031), no "(" (PERMIT-032), no "|" (PERMIT-012); empty only when alone    PERMIT-028
// and then the rules of each kind (PERMIT-008, PERMIT-009, PERMIT-012, PERMIT-014).
// Every independent mistake is reported with its place. Each step is one indexOf or split over the text,
// so a megabyte permit costs linear time.
import type { PermitAst, PermitItem, PermitKind } from './ast.js';
import { CONVERSATION_KINDS, PERMIT_KINDS, isPermitKind } from './ast.js';
import type { Diagnostic, DiagnosticCode } from './diagnostic.js';
import { clip, quote } from './diagnostic.js';
import { isAsciiWhitespace, skipAsciiWhitespace, trimAsciiWhitespaceEnd } from './ascii-whitespace.js';
import { isRole } from './roles.js';

export type ParseResult = { ok: true; permit: PermitAst } | { ok: false; diagnostics: Diagnostic[] };

type Report = (code: DiagnosticCode, message: string, start: number, end: number) => void;

/** Enough to show a plugin author every independent mistake without a megabyte of diagnostics. */
export const MAX_DIAGNOSTICS = 20;

export function parsePermit(text: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (code, message, start, end) => {
    if (diagnostics.length < MAX_DIAGNOSTICS) diagnostics.push({ code, message, start, end });
  };
  const permit = readPermit(text, report);
  return permit !== undefined && diagnostics.length === 0 ? { ok: true, permit } : { ok: false, diagnostics };
}

/** PERMIT-002: the whole string is kind "(" items ")", with nothing and no whitespace outside. */
function readPermit(text: unknown, report: Report): PermitAst | undefined {
  if (typeof text !== 'string') return void report('not-a-string', `a permit must be a string, got ${describeValue(text)}`, 0, 0);
  if (text === '') return void report('empty-permit', 'empty permit: expected kind(items), e.g. adapter(qq)', 0, 0);
  const kindStart = skipAsciiWhitespace(text, 0);
  if (kindStart > 0) report('whitespace-outside', `whitespace before the permit kind at 0 (no whitespace outside the parentheses)`, 0, kindStart);
  const kindEnd = kindNameEnd(text, kindStart);
  const kind = readKind(text, kindStart, kindEnd, report);
  const open = skipAsciiWhitespace(text, kindEnd);
  if (open > kindEnd) {
    const what = text[open] === '(' ? `whitespace before "("` : `whitespace after the permit kind`;
    report('whitespace-outside', `${what} at ${kindEnd} (no whitespace outside the parentheses)`, kindEnd, open);
  }
  if (open === text.length) return void report('missing-open-paren', `expected "(" at ${open} after the permit kind`, open, open);
  if (text[open] !== '(') return void report('missing-open-paren', `unexpected ${charName(text, open)} at ${open}: expected "(" after the permit kind`, open, open + 1);
  const close = findClose(text, open, report);
  if (close === undefined) return undefined;
  const rest = close + 1;
  if (rest < text.length) {
    if (skipAsciiWhitespace(text, rest) === text.length) report('whitespace-outside', `whitespace after ")" at ${rest} (no whitespace outside the parentheses)`, rest, text.length);
    else report('trailing-text', `text after ")" at ${rest}: the permit must end with its ")"`, rest, text.length);
  }
  const { items, count } = readItems(text, open + 1, close, report);
  // An unknown or missing kind was reported by readKind; the rules of a kind need one.
  if (kind === undefined) return undefined;
  checkKindItems(kind, items, count, open, rest, report);
  return { kind, items, start: kindStart, end: rest };
}

/** PERMIT-001: one of the seven kinds, lowercase and case-sensitive. */
function readKind(text: string, start: number, end: number, report: Report): PermitKind | undefined {
  const name = text.slice(start, end);
  if (isPermitKind(name)) return name;
  if (name === '') {
    const where = end < text.length ? `before ${charName(text, end)} at ${end}` : `at ${end}`;
    report('missing-kind', `missing permit kind ${where}: expected kind(items), e.g. adapter(qq)`, start, end);
  } else {
    const hint = isPermitKind(name.toLowerCase()) ? 'kinds are lowercase:' : 'expected one of';
    report('unknown-kind', `unknown permit kind ${quote(name)} at ${start} (${hint} ${PERMIT_KINDS.join(', ')})`, start, end);
  }
  return undefined;
}

/** A kind name runs up to a parenthesis, a comma or ASCII whitespace (which PERMIT-002 then refuses). */
function kindNameEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && !'(),'.includes(text[i]!) && !isAsciiWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/** PERMIT-031, PERMIT-032 and PERMIT-012: the items end at the first ")"; a "(" before it is nesting, any "|" is malformed. */
function findClose(text: string, open: number, report: Report): number | undefined {
  const close = text.indexOf(')', open + 1);
  const nested = text.indexOf('(', open + 1);
  const end = nested >= 0 && (close < 0 || nested < close) ? nested : close >= 0 ? close : text.length;
  for (let pipe = text.indexOf('|', open + 1); pipe >= 0 && pipe < end; pipe = text.indexOf('|', pipe + 1)) {
    report('pipe-in-permit', `unexpected "|" at ${pipe}: a "|" inside a permit is malformed; list alternatives with ","`, pipe, pipe + 1);
  }
  if (end === nested) return void report('nested-parenthesis', `unexpected "(" at ${nested}: items may not contain parentheses`, nested, nested + 1);
  if (close < 0) return void report('missing-close-paren', `missing ")" at ${text.length} to close the "(" at ${open}`, text.length, text.length);
  return close;
}

/**
 * PERMIT-029, PERMIT-030 and PERMIT-028 (SHOULDs): items split on "," and trimmed of ASCII whitespace. One empty item alone is the
 * empty list; an empty item among others is malformed. `count` is how many the commas made.
 */
function readItems(text: string, from: number, to: number, report: Report): { items: PermitItem[]; count: number } {
  const items: PermitItem[] = [];
  const parts = text.slice(from, to).split(',');
  let at = from;
  for (const part of parts) {
    const start = skipAsciiWhitespace(text, at, at + part.length);
    const end = trimAsciiWhitespaceEnd(text, start, at + part.length);
    if (start < end) items.push({ value: text.slice(start, end), start, end });
    else if (parts.length > 1) report('empty-item', `empty item at ${at} in ${clip(text)}`, at, at);
    at += part.length + 1;
  }
  return { items, count: parts.length };
}

/** The rules of each kind; [open, end) is the parenthesised part, which these diagnostics point at. */
function checkKindItems(kind: PermitKind, items: readonly PermitItem[], count: number, open: number, end: number, report: Report): void {
  // PERMIT-014: platform(adapter, perm), exactly two.
  if (kind === 'platform') {
    if (count !== 2) report('platform-arity', `platform(...) takes exactly 2 arguments (adapter, permission), got ${items.length === 0 ? 0 : count}`, open, end);
    return;
  }
  // PERMIT-008, PERMIT-009: only the conversation kinds may have an empty list.
  if (items.length === 0) {
    if (!CONVERSATION_KINDS.has(kind)) report('empty-list', `${kind}() needs at least one item (only group, private and channel allow an empty list)`, open, end);
    return;
  }
  // PERMIT-012: the role vocabulary.
  if (kind !== 'role') return;
  for (const item of items) {
    if (!isRole(item.value)) report('unknown-role', `role item ${quote(item.value)} at ${item.start}: expected master, trusted or user`, item.start, item.end);
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value as string | number)}`;
}

function charName(text: string, at: number): string {
  return JSON.stringify(text.charAt(at));
}
