// Broken: whitespace outside the parentheses (" adapter(qq)", "adapter (qq)", "adapter(qq) ") is tolerated (breaks PERMIT-002).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { lintPermit } from '../../reference-impl/permits/lint.js';
import { isAsciiWhitespace, skipAsciiWhitespace } from '../../reference-impl/permits/ascii-whitespace.js';

/** Removes ASCII whitespace before the kind, between the kind and "(", and after the last ")". Linear: a
 * regex such as /\s+$/ is quadratic on a megabyte of spaces, and the mutant must break one rule only. */
function tolerate(text: string): string {
  if (typeof text !== 'string') return text;
  let end = text.length;
  while (end > 0 && isAsciiWhitespace(text.charCodeAt(end - 1))) end--;
  const open = text.indexOf('(');
  if (open < 0 || open >= end) return text.slice(skipAsciiWhitespace(text, 0), end);
  let head = '';
  for (let i = 0; i < open; i++) if (!isAsciiWhitespace(text.charCodeAt(i))) head += text[i];
  return head + text.slice(open, end);
}

export default createReferenceHost({
  lintPermit: (text) => lintPermit(tolerate(text)),
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList(permits.map(tolerate), view, grants) : evaluatePermitList(permits, view, grants),
});
