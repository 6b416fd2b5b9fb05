// Broken: platform(a,p) asks adapter a's checker without checking that the message comes from adapter a (breaks PERMIT-014).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { grantsPermission } from '../../reference-impl/permits/platform-grants.js';

const anyAdapter: PermitPredicate = (permit, view, grants) => {
  if (permit.kind !== 'platform' || view === null || view.senderId === undefined) return evaluatePermit(permit, view, grants);
  const [adapter, perm] = permit.items.map((item) => item.value) as [string, string];
  return grantsPermission(grants, adapter, view.senderId, perm);
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, anyAdapter),
});
