// Broken: the approval question is put before the permission check (breaks TURN-001: a permission denial never asks).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { approvalStage } from '../../reference-impl/turns/approval.js';
import { permissionStage } from '../../reference-impl/turns/permission.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [approvalStage, permissionStage] }) },
});
