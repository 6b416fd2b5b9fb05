// Broken: permit kinds are matched case-insensitively, so Adapter(qq) evaluates as adapter(qq) (breaks PERMIT-001).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { rewritten, splitPermit } from './support/permit-rewrite.js';

function lowerKind(permit: string): string {
  const parts = splitPermit(permit);
  return parts === undefined ? permit : `${parts[0].toLowerCase()}(${parts[1]})`;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(rewritten(permits, lowerKind), view, grants),
});
