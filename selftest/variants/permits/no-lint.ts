// Variant: a host that does not lint permits. Its `lint` op is an op it does not implement, answered with
// a step error (PROTOCOL-003); malformed permits still deny. It departs from PERMIT-020 (a SHOULD) only.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';

const { lint: _lint, ...withoutLint } = referenceDispatch.permits ?? {};

export default createReferenceHost({ dispatch: { ...referenceDispatch, permits: withoutLint } });
