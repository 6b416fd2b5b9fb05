// Broken: empty items among others are dropped, so group(a,) reads as group(a) and group(,) as group() (breaks PERMIT-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { rewritten, splitPermit } from './support/permit-rewrite.js';

const ASCII_BLANK = /^[ \t\n\v\f\r]*$/;

function dropEmpty(permit: string): string {
  const parts = splitPermit(permit);
  if (parts === undefined || !parts[1].includes(',')) return permit;
  return `${parts[0]}(${parts[1].split(',').filter((item) => !ASCII_BLANK.test(item)).join(',')})`;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(rewritten(permits, dropEmpty), view, grants),
});
