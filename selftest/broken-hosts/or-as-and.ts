// Broken: commas inside one permit are read as AND instead of OR (breaks PERMIT-005).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';

/** adapter(a,b) becomes adapter(a) AND adapter(b); platform's two arguments are not a list. */
function splitItems(text: string): string[] {
  const parsed = typeof text === 'string' ? parsePermit(text) : undefined;
  if (parsed === undefined || !parsed.ok || parsed.permit.kind === 'platform' || parsed.permit.items.length < 2) return [text];
  const { kind, items } = parsed.permit;
  return items.map((item) => `${kind}(${item.value})`);
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList(permits.flatMap(splitItems), view, grants) : evaluatePermitList(permits, view, grants),
});
