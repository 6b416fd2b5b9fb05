// Broken in the list only: a permit list allows when any one of its permits holds (OR across the list,
// breaks PERMIT-006); each permit alone is read as the reference reads it, a malformed one denies. Its wrong
// answers on lists holding a malformed permit are PERMIT-006's too: with a failing well-formed permit in the
// malformed one's place it allows the list alike (suites/permits/fail-closed-in-list.ts), so fail-closed
// (PERMIT-017) decided nothing.
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) && permits.length > 1 ? permits.some((p) => evaluatePermitList([p], view, grants)) : evaluatePermitList(permits, view, grants),
});
