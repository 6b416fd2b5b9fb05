// Broken: a denied approval is remembered like an approval, so the next call is not asked (breaks TURN-006, TURN-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { approvalStage, permissionStage } from '../../reference-impl/turns/pipeline.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, approvalStage({ rememberDenials: true })] }) },
});
