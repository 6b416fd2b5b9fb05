// Broken: whitespace outside the parentheses (" adapter(qq)", "adapter (qq)", "adapter(qq) ") is tolerated (breaks PERMIT-002).
import { createReferenceHost } from '../host.js';
import { evaluatePermitList } from '../permits/evaluate.js';
import { lintPermit } from '../permits/lint.js';

/** Removes ASCII whitespace before the kind, between the kind and "(", and after the last ")". */
function tolerate(text: string): string {
  if (typeof text !== 'string') return text;
  const open = text.indexOf('(');
  if (open < 0) return text.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, '');
  return `${text.slice(0, open).replace(/[ \t\n\v\f\r]+/g, '')}${text.slice(open).replace(/[ \t\n\v\f\r]+$/, '')}`;
}

export default createReferenceHost({
  lintPermit: (text) => lintPermit(tolerate(text)),
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList(permits.map(tolerate), view, grants) : evaluatePermitList(permits, view, grants),
});
