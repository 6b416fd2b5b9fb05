// Variant: zhin.js's reading of trimming (both of its permit parsers): items are trimmed with JavaScript's
// String.prototype.trim, which also strips U+00A0, U+3000 and the other Unicode white space, in evaluation
// and in lint, so group(\u00A0a) reads as group(a) and role(\u00A0master) as role(master). ASCII whitespace
// and every character that is not white space are read as the reference reads them. Departs from
// PERMIT-030 (a SHOULD) and so from PERMIT-020's lint of those permits.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { evaluatePermitList } from '../../../reference-impl/permits/evaluate.js';
import { lintPermit } from '../../../reference-impl/permits/lint.js';

const SHAPE = /^(adapter|group|private|channel|user|role|platform)\(([^()]*)\)$/;

/** The permit with each item trimmed as trim() trims it; any other shape as it is. */
function trimItems(permit: unknown): unknown {
  if (typeof permit !== 'string') return permit;
  const match = SHAPE.exec(permit);
  return match === null ? permit : `${match[1]}(${match[2]!.split(',').map((item) => item.trim()).join(',')})`;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(Array.isArray(permits) ? (permits.map(trimItems) as string[]) : permits, view, grants),
  lintPermit: (text) => lintPermit(trimItems(text) as string),
});
