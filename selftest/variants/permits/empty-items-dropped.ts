// Variant: zhin.js's reading of empty items (both of its permit parsers): an empty item among others is
// dropped, so group(a,,b) reads as group(a,b), group(a,) as group(a), and a list of empty items only as an
// empty list (group(,) is group(), any group; user(,) is user(), malformed). Lint reads the permit the same
// way. platform(…) is two arguments, not a list, and is left as it is. Departs from PERMIT-028 (a SHOULD)
// and so from PERMIT-020's lint of those permits.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { evaluatePermitList } from '../../../reference-impl/permits/evaluate.js';
import { lintPermit } from '../../../reference-impl/permits/lint.js';

const LIST = /^(adapter|group|private|channel|user|role)\(([^()]*)\)$/;
const ASCII_BLANK = /^[ \t\n\v\f\r]*$/;

/** The permit with its empty items dropped; any other shape as it is. */
function dropEmpty(permit: unknown): unknown {
  if (typeof permit !== 'string') return permit;
  const match = LIST.exec(permit);
  if (match === null || !match[2]!.includes(',')) return permit;
  return `${match[1]}(${match[2]!.split(',').filter((item) => !ASCII_BLANK.test(item)).join(',')})`;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(Array.isArray(permits) ? permits.map(dropEmpty) as string[] : permits, view, grants),
  lintPermit: (text) => lintPermit(dropEmpty(text) as string),
});
