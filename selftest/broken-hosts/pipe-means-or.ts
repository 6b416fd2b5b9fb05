// Broken: "|" inside a permit is read as another OR, so role(master|trusted) holds for a trusted sender (breaks PERMIT-012).
import { createReferenceHost } from '../../reference-impl/host.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import { rewritten } from './support/permit-rewrite.js';

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(rewritten(permits, (p) => p.split('|').join(',')), view, grants),
});
