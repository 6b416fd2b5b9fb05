// Broken: the approval question is put before the permission check (breaks TURN-001: a permission denial never asks).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { approvalStage, permissionStage } from '../turns/pipeline.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [approvalStage(), permissionStage] }) },
});
