// Broken: a permit longer than 100 KB makes the host fail (answers errored) instead of denying (breaks PERMIT-019, PERMIT-018).
import type { InProcessHost } from '../../host/protocol.js';
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';

const LIMIT = 100 * 1024;

const failing = createReferenceHost({
  evaluatePermitList: (permits, view, grants) => {
    if (permits.some((p) => p.length > LIMIT)) throw new RangeError(`permit longer than ${LIMIT} characters`);
    return evaluatePermitList(permits, view, grants);
  },
});

/** The failure surfaces as an errored case, as a host's own top-level catch would answer it. */
const host: InProcessHost = {
  hello: () => failing.hello(),
  run(testCase) {
    try {
      return failing.run(testCase);
    } catch (error) {
      return { errored: true, message: `host failed: ${(error as Error).message}` };
    }
  },
};

export default host;
