// Broken: an unattended turn runs a call that needs an approval question (breaks TURN-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { approvalStage, permissionStage } from '../../reference-impl/turns/pipeline.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, approvalStage({ unattendedRuns: true })] }) },
});
