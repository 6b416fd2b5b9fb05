// Text into Markdown (a CI step summary renders Markdown and HTML): every string from a report that a
// host or a run can influence — names, answers, error texts — goes through one of these, so it shows
// as the text it is and never as a heading, a link, emphasis, a table cell break or an HTML tag. Hidden
// characters go through the kit's one neutraliser first (cli/ui/visible-text.ts).
import { visible } from '../ui/visible-text.js';

export { visible } from '../ui/visible-text.js';

/** Punctuation that can start inline markup, an entity, an HTML tag, a table cell or an e-mail link. */
const INLINE_MARKUP = /[\\`*_[\]<>|~&!#@]/g;
/** Bare addresses GFM would turn into links (`https://…`, `www.…`): an escape in them keeps them text. */
const AUTOLINK = /\b([A-Za-z][A-Za-z0-9+.-]*):(?=\/\/)|\b(www)\./gi;
/** What only means something at the start of a line: a list item, an ordered item, a rule or heading underline. */
const LINE_START = /^(?:[-+=]+|\d+[.)])(?=\s|$)/;

/** Inline text on one line (table cells included): newlines become spaces, markup is escaped. */
export function mdInline(text: string): string {
  const one = visible(text).replace(/[\r\n]+/g, ' ');
  return one
    .replace(INLINE_MARKUP, (c) => `\\${c}`)
    .replace(AUTOLINK, (_m, scheme: string | undefined, www: string | undefined) => (scheme !== undefined ? `${scheme}\\:` : `${www}\\.`))
    .replace(LINE_START, (m) => (/^\d/.test(m) ? `${m.slice(0, -1)}\\${m.slice(-1)}` : `\\${m}`));
}

/** Code on one line: a code span whose backtick fence is longer than any run inside it (no escapes apply there). */
export function mdCode(text: string): string {
  const one = visible(text).replace(/[\r\n]+/g, ' ');
  if (one.trim() === '') return mdInline(JSON.stringify(one));
  const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  // Not for table cells: there a pipe ends the cell even inside a code span (use mdInline).
  return `${fence}${pad}${one}${pad}${fence}`;
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function mdFence(text: string, lang = ''): string {
  const body = visible(text);
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${body}\n${fence}`;
}
