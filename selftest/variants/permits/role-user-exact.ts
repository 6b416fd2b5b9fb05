// Variant: zhin.js's reading of role(user): it holds only for a sender whose role is user, so a master or
// trusted sender does not hold it; role(trusted) and role(master) rank as usual. The pages leave the point
// open, so this departs from PERMIT-027 (a SHOULD) only.
import { createReferenceHost } from '../../../reference-impl/host.js';
import type { PermitPredicate } from '../../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../../reference-impl/permits/evaluate.js';
import { ROLE_RANK } from '../../../reference-impl/permits/roles.js';
import type { Role } from '../../../reference-impl/permits/roles.js';

const userMeansUser: PermitPredicate = (permit, view, grants) => {
  if (permit.kind !== 'role' || view === null) return evaluatePermit(permit, view, grants);
  const role = view.senderRole;
  return role !== undefined && permit.items.some((item) => (item.value === 'user' ? role === 'user' : ROLE_RANK[role] >= ROLE_RANK[item.value as Role]));
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, userMeansUser),
});
