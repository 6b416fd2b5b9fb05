// Broken: a denied approval is remembered like an approval, so the next call is not asked (breaks TURN-006, TURN-008).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { approvalStage, permissionStage } from '../turns/pipeline.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, approvalStage({ rememberDenials: true })] }) },
});
