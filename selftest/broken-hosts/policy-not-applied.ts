// Broken: the permission stage checks access but never runs a tool's dedicated policy, so any command, path or URL passes (breaks TURN-003).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { approvalStage } from '../../reference-impl/turns/approval.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

const accessOnly: Stage = (call, env) => (env.admits(call.tool, call.turn.view) ? undefined : 'permission');

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [accessOnly, approvalStage] }) },
});
