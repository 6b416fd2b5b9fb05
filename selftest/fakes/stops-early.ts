// One planted bug, an empty permit list denies (PERMIT-007), in a host otherwise the reference. Tests that
// cite PERMIT-007 together with other rules stop at it, before they decide those rules.
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => (Array.isArray(permits) && permits.length === 0 ? false : evaluatePermitList(permits, view, grants)),
});
