// Broken: "*" is a wildcard for adapter and user too, so adapter(*) holds for every adapter (breaks PERMIT-009).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const starIsAny: PermitPredicate = (permit, view, grants) => {
  const star = permit.items.some((item) => item.value === '*');
  if (view !== null && star && permit.kind === 'adapter') return true;
  if (view !== null && star && permit.kind === 'user') return view.senderId !== undefined;
  return evaluatePermit(permit, view, grants);
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, starIsAny),
});
