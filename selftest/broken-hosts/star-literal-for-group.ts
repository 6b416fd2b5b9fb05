// Broken: "*" in group/private/channel is a literal id, not "any conversation of that type" (breaks PERMIT-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const starIsLiteral: PermitPredicate = (permit, view, grants) => {
  const conversational = permit.kind === 'group' || permit.kind === 'private' || permit.kind === 'channel';
  if (!conversational || permit.items.length === 0 || view === null) return evaluatePermit(permit, view, grants);
  return view.conversationType === permit.kind && permit.items.some((item) => item.value === view.conversationId);
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, starIsLiteral),
});
