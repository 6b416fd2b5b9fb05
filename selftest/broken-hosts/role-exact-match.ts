// Broken: role(r) holds only for exactly role r, so role(trusted) does not admit a master (breaks PERMIT-026).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const exactRole: PermitPredicate = (permit, view, grants) => {
  if (permit.kind !== 'role') return evaluatePermit(permit, view, grants);
  const role = view?.senderRole;
  return role !== undefined && permit.items.some((item) => item.value === role);
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, exactRole),
});
