// Broken: permit items match values by prefix, so user(u1) admits sender u10 and group(12) conversation 123 (breaks PERMIT-011).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const byPrefix = (items: readonly { value: string }[], value: string | undefined): boolean => value !== undefined && items.some((item) => value.startsWith(item.value));

const prefixMatch: PermitPredicate = (permit, view, grants) => {
  if (view === null || permit.items.length === 0) return evaluatePermit(permit, view, grants);
  if (permit.kind === 'adapter') return byPrefix(permit.items, view.adapter);
  if (permit.kind === 'user') return byPrefix(permit.items, view.senderId);
  if (permit.kind === 'group' || permit.kind === 'private' || permit.kind === 'channel') {
    return view.conversationType === permit.kind && (permit.items.some((item) => item.value === '*') || byPrefix(permit.items, view.conversationId));
  }
  return evaluatePermit(permit, view, grants);
};

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, prefixMatch),
});
