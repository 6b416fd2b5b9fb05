// The permit grammar of spec/permits.md, read in the spec's order:
//   permit = kind "(" items ")"   the whole string; no whitespace outside the parentheses   PERMIT-002
//   kind   = one of seven lowercase names                                                  PERMIT-001
//   items  = item *("," item), each trimmed of ASCII whitespace                            PERMIT-029, PERMIT-030
//   item   = no "|" (PERMIT-012), no "(" (PERMIT-032), no ")" (PERMIT-031); empty only when alone (PERMIT-028)
// and then the rules of each kind (PERMIT-008, PERMIT-009, PERMIT-012, PERMIT-014).
// Each mistake is reported once, at its first place, so that `capkit lint` can point a plugin author at it;
// whether there is one is all the host protocol carries. A few indexOf and one split: linear (PERMIT-019).
import type { PermitAst, PermitItem, PermitKind } from './ast.js';
import { CONVERSATION_KINDS, PERMIT_KINDS, isPermitKind } from './ast.js';
import type { Diagnostic, DiagnosticCode } from './diagnostic.js';
import { clip, quote } from './diagnostic.js';
import { isAsciiWhitespace, skipAsciiWhitespace, trimAsciiWhitespaceEnd } from './ascii-whitespace.js';
import { isRole } from './roles.js';

/** Well-formed exactly when nothing was reported; only then is `permit` a permit to evaluate. */
export type ParseResult = { ok: true; permit: PermitAst; diagnostics: readonly Diagnostic[] } | { ok: false; diagnostics: readonly Diagnostic[] };

type Report = (...found: Diagnostic[]) => void;

export function parsePermit(text: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const permit = readPermit(text, (...found) => diagnostics.push(...found));
  // A permit is read whenever nothing is reported, so the count alone decides.
  return { ok: diagnostics.length === 0, permit, diagnostics } as ParseResult;
}

function readPermit(text: string, report: Report): PermitAst | undefined {
  const open = text.indexOf('(');
  if (open === -1) return void report(missingOpen(text));
  // PERMIT-001, PERMIT-002: exactly a kind before the "(": no whitespace around it, nothing else.
  const kind = text.slice(0, open);
  if (!isPermitKind(kind)) report(...kindMistakes(text, open));
  // PERMIT-012: a "|" is malformed wherever it stands (alternatives are listed with ",").
  const pipe = text.indexOf('|');
  if (pipe !== -1) report(diagnostic('pipe-in-permit', `unexpected "|" at ${pipe}: a "|" inside a permit is malformed; list alternatives with ","`, pipe, pipe + 1));
  // PERMIT-031, PERMIT-032: the items run to the first ")", with no "(" among them, and that ")" ends the permit.
  // (Without any ")", close is -1: that is reported, and what follows reads the rest only for more diagnostics.)
  const close = text.indexOf(')', open);
  if (text.slice(open + 1, close).includes('(')) report(nestedParenthesis(text, open));
  if (close !== text.length - 1) report(closeMistake(text, open, close));
  const { items, count } = readItems(text, open + 1, close, report);
  checkKindItems(kind, items, count, open, text.length, report);
  return { kind: kind as PermitKind, items, start: 0, end: text.length };
}

/**
 * PERMIT-029, PERMIT-030 and PERMIT-028 (a SHOULD): items split on "," and trimmed of ASCII whitespace. One
 * empty item alone is the empty list; an empty item among others is malformed. `count` is how many the commas made.
 */
function readItems(text: string, from: number, to: number, report: Report): { items: PermitItem[]; count: number } {
  const items: PermitItem[] = [];
  const parts = text.slice(from, to).split(',');
  let firstEmpty: number | undefined;
  let at = from;
  for (const part of parts) {
    // An item stands between "(" or "," and "," or ")", none of them whitespace, so the trims stop inside it.
    const start = skipAsciiWhitespace(text, at);
    const end = trimAsciiWhitespaceEnd(text, at + part.length);
    if (start < end) items.push({ value: text.slice(start, end), start, end });
    else firstEmpty ??= at;
    at += part.length + 1;
  }
  if (parts.length > 1 && firstEmpty !== undefined) report(diagnostic('empty-item', `empty item at ${firstEmpty} in ${clip(text)}`, firstEmpty, firstEmpty));
  return { items, count: parts.length };
}

/** The rules of each kind; [open, end) is the parenthesised part, which these diagnostics point at. */
function checkKindItems(kind: string, items: readonly PermitItem[], count: number, open: number, end: number, report: Report): void {
  // PERMIT-014: platform(adapter, perm), exactly two.
  if (kind === 'platform') {
    if (count !== 2) report(diagnostic('platform-arity', `platform(...) takes exactly 2 arguments (adapter, permission), got ${items.length === 0 ? 0 : count}`, open, end));
    return;
  }
  // PERMIT-008, PERMIT-009: only the conversation kinds may have an empty list.
  if (items.length === 0) {
    if (!CONVERSATION_KINDS.has(kind)) report(diagnostic('empty-list', `${kind}() needs at least one item (only group, private and channel allow an empty list)`, open, end));
    return;
  }
  // PERMIT-012: the role vocabulary.
  if (kind !== 'role') return;
  const unknown = items.find((item) => !isRole(item.value));
  if (unknown !== undefined) report(diagnostic('unknown-role', `role item ${quote(unknown.value)} at ${unknown.start}: expected master, trusted or user`, unknown.start, unknown.end));
}

// What `capkit lint` shows of each mistake. These only word and place a mistake found above.

function diagnostic(code: DiagnosticCode, message: string, start: number, end: number): Diagnostic {
  return { code, message, start, end };
}

function missingOpen(text: string): Diagnostic {
  if (text === '') return diagnostic('empty-permit', 'empty permit: expected kind(items), e.g. adapter(qq)', 0, 0);
  return diagnostic('missing-open-paren', `expected "(" at ${text.length} after the permit kind`, text.length, text.length);
}

/** What is wrong before the first "(": whitespace around the kind, a missing or unknown kind, stray text. */
function kindMistakes(text: string, open: number): Diagnostic[] {
  const found: Diagnostic[] = [];
  const start = skipAsciiWhitespace(text, 0);
  if (start > 0) found.push(diagnostic('whitespace-outside', 'whitespace before the permit kind at 0 (no whitespace outside the parentheses)', 0, start));
  let end = start;
  while (end < open && !'),'.includes(text.charAt(end)) && !isAsciiWhitespace(text.charCodeAt(end))) end++;
  const name = text.slice(start, end);
  if (name === '') {
    found.push(diagnostic('missing-kind', `missing permit kind before ${charName(text, end)} at ${end}: expected kind(items), e.g. adapter(qq)`, start, end));
  } else if (!isPermitKind(name)) {
    const hint = isPermitKind(name.toLowerCase()) ? 'kinds are lowercase:' : 'expected one of';
    found.push(diagnostic('unknown-kind', `unknown permit kind ${quote(name)} at ${start} (${hint} ${PERMIT_KINDS.join(', ')})`, start, end));
  }
  const after = skipAsciiWhitespace(text, end);
  if (after > end) {
    const what = text[after] === '(' ? 'whitespace before "("' : 'whitespace after the permit kind';
    found.push(diagnostic('whitespace-outside', `${what} at ${end} (no whitespace outside the parentheses)`, end, after));
  }
  if (after < open) found.push(diagnostic('missing-open-paren', `unexpected ${charName(text, after)} at ${after}: expected "(" after the permit kind`, after, after + 1));
  return found;
}

function nestedParenthesis(text: string, open: number): Diagnostic {
  const nested = text.indexOf('(', open + 1);
  return diagnostic('nested-parenthesis', `unexpected "(" at ${nested}: items may not contain parentheses`, nested, nested + 1);
}

function closeMistake(text: string, open: number, close: number): Diagnostic {
  if (close === -1) return diagnostic('missing-close-paren', `missing ")" at ${text.length} to close the "(" at ${open}`, text.length, text.length);
  const rest = close + 1;
  if (skipAsciiWhitespace(text, rest) === text.length) return diagnostic('whitespace-outside', `whitespace after ")" at ${rest} (no whitespace outside the parentheses)`, rest, text.length);
  return diagnostic('trailing-text', `text after ")" at ${rest}: the permit must end with its ")"`, rest, text.length);
}

function charName(text: string, at: number): string {
  return JSON.stringify(text.charAt(at));
}
