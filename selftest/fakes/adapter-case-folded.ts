// Broken in one kind only: adapter(...) items compare with the adapter case-insensitively; every other kind
// compares exactly (breaks PERMIT-011). Its right answers about group(), user() and the rest must not
// acquit case folding for adapter(): the charge is PERMIT-011, never PERMIT-025's String().
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';

/** adapter(...) with an item equal to the adapter but for case becomes adapter(<the adapter>). */
function folded(text: string, adapter: string | undefined): string {
  const parsed = typeof text === 'string' ? parsePermit(text) : undefined;
  if (adapter === undefined || parsed === undefined || !parsed.ok || parsed.permit.kind !== 'adapter') return text;
  return parsed.permit.items.some((item) => item.value.toLowerCase() === adapter.toLowerCase()) ? `adapter(${adapter})` : text;
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList((permits as string[]).map((p) => folded(p, view?.adapter)), view, grants) : evaluatePermitList(permits, view, grants),
});
