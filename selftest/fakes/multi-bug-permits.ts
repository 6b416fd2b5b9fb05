// A fake host with several independent bugs in permits and access, for the fuzz campaign's own tests:
// each must show as a class of its own. Permits: commas inside one permit read as AND (PERMIT-005),
// roles matched exactly (PERMIT-026), an empty list denies (PERMIT-007). Access adds: scopes ignored
// (ACCESS-003) and hidden tools listed (ACCESS-007). Built from the reference like the broken hosts.
import { createReferenceHost } from '../../reference-impl/host.js';
import { observeAccess } from '../../reference-impl/access/can-access-tool.js';
import type { PermitListEvaluator } from '../../reference-impl/access/can-access-tool.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';

function splitItems(text: string): string[] {
  const parsed = typeof text === 'string' ? parsePermit(text) : undefined;
  if (parsed === undefined || !parsed.ok || parsed.permit.kind === 'platform' || parsed.permit.items.length < 2) return [text];
  return parsed.permit.items.map((item) => `${parsed.permit.kind}(${item.value})`);
}

const exactRole: PermitPredicate = (permit, view, grants) => {
  if (permit.kind !== 'role') return evaluatePermit(permit, view, grants);
  const role = view?.senderRole;
  return role !== undefined && permit.items.some((item) => item.value === role);
};

const evaluate: PermitListEvaluator = (permits, view, grants) => {
  if (!Array.isArray(permits)) return evaluatePermitList(permits, view, grants, exactRole);
  if (permits.length === 0) return false;
  return evaluatePermitList(permits.flatMap(splitItems), view, grants, exactRole);
};

export default createReferenceHost({
  evaluatePermitList: evaluate,
  observeAccess: (tool, view, grants) => {
    const plain = typeof tool === 'object' && tool !== null ? { ...tool, scopes: undefined } : tool;
    const seen = observeAccess(plain, view, grants, evaluate);
    return { listed: seen.callable, callable: seen.callable };
  },
});
