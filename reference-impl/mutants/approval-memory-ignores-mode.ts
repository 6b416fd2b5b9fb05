// Broken: an approval is remembered under every mode's key, so a tool whose requiresApproval a reload changed skips the new mode's question (breaks TURN-027).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { approvalStage, permissionStage } from '../turns/pipeline.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, approvalStage({ rememberForEveryMode: true })] }) },
});
