// Broken: permit items are trimmed with String.prototype.trim, which also strips U+00A0, U+3000 and friends (breaks PERMIT-003).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { rewritten, splitPermit } from './support/permit-rewrite.js';

function trimItems(permit: string): string {
  const parts = splitPermit(permit);
  return parts === undefined ? permit : `${parts[0]}(${parts[1].split(',').map((item) => item.trim()).join(',')})`;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(rewritten(permits, trimItems), view, grants),
});
