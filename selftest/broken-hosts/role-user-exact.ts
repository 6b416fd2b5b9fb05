// Broken: role(user) holds only for a sender whose role is user, not for every identified sender; the other roles rank as usual (breaks PERMIT-013).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { ROLE_RANK } from '../../reference-impl/permits/roles.js';
import type { Role } from '../../reference-impl/permits/roles.js';

const userMeansUser: PermitPredicate = (permit, view, grants) => {
  if (permit.kind !== 'role' || view === null) return evaluatePermit(permit, view, grants);
  const role = view.senderRole;
  return role !== undefined && permit.items.some((item) => (item.value === 'user' ? role === 'user' : ROLE_RANK[role] >= ROLE_RANK[item.value as Role]));
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, userMeansUser),
});
