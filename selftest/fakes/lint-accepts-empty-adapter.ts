// Wrong in lint only: `adapter()` (an adapter permit with no items, malformed by PERMIT-009) is linted valid,
// while its evaluation denies it as the reference does. Whatever lint answers is PERMIT-020's: that SHOULD
// alone goes red, and the fixture case whose lint steps it fails still decides PERMIT-009 by its evaluation
// steps, which all agree (a lint step does not stop the MUST's evidence).
import { createReferenceHost } from '../../reference-impl/host.js';
import { lintPermit } from '../../reference-impl/permits/lint.js';

export default createReferenceHost({
  lintPermit: (text) => (typeof text === 'string' && /^adapter\(\s*\)$/.test(text) ? { valid: true } : lintPermit(text)),
});
