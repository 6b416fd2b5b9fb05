// Broken: an unattended turn runs a call that needs an approval question (breaks TURN-010).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { approvalStage, permissionStage } from '../turns/pipeline.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, approvalStage({ unattendedRuns: true })] }) },
});
