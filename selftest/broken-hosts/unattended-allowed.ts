// Broken: an unattended turn runs a call that needs an approval question (breaks TURN-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { approvalStage } from '../../reference-impl/turns/approval.js';
import { permissionStage } from '../../reference-impl/turns/permission.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

/** An unattended turn (no one to ask) runs the call; an attended one asks as the reference does. */
const unattendedRuns: Stage = (call, env) => (call.turn.port === undefined ? undefined : approvalStage(call, env));

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, unattendedRuns] }) },
});
