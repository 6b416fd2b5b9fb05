// Broken: an empty permit list denies instead of allowing (breaks PERMIT-007; shows in access as permissions: []).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) =>
    Array.isArray(permits) && permits.length === 0 ? false : evaluatePermitList(permits, view, grants),
});
