// Broken in one kind only: the items of adapter(a,b) are read as AND; every other kind reads them as OR
// (breaks PERMIT-005). Its right answers about the other kinds must not acquit AND for adapter(): the
// charge is PERMIT-005, never PERMIT-029's trimming.
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';

function splitAdapter(text: string): string[] {
  const parsed = typeof text === 'string' ? parsePermit(text) : undefined;
  if (parsed === undefined || !parsed.ok || parsed.permit.kind !== 'adapter' || parsed.permit.items.length < 2) return [text];
  return parsed.permit.items.map((item) => `adapter(${item.value})`);
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList((permits as string[]).flatMap(splitAdapter), view, grants) : evaluatePermitList(permits, view, grants),
});
