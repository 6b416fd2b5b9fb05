// Broken: a permit longer than 100 KB makes the host fail (answers errored) instead of denying (breaks PERMIT-019, PERMIT-018).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const LIMIT = 100 * 1024;

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => {
    if (Array.isArray(permits) && permits.some((p) => typeof p === 'string' && p.length > LIMIT)) {
      throw new RangeError(`permit longer than ${LIMIT} characters`);
    }
    return evaluatePermitList(permits, view, grants);
  },
});
