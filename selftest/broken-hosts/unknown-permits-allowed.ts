// Broken: a permit of an unrecognised kind evaluates true instead of denying (breaks PERMIT-001).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';

function isUnrecognised(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const parsed = parsePermit(text);
  return !parsed.ok && parsed.diagnostics.some((d) => d.code === 'unknown-kind');
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) ? evaluatePermitList(permits.filter((p) => !isUnrecognised(p)), view, grants) : evaluatePermitList(permits, view, grants),
});
