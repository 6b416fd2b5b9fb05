// Broken: the permission stage checks access but never runs a tool's dedicated policy, so any command, path or URL passes (breaks TURN-003).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { approvalStage } from '../../reference-impl/turns/pipeline.js';
import { canonicalInput } from '../../reference-impl/turns/policy.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

const accessOnly: Stage = (call, env) => {
  if (!env.admits(call.tool, call.turn.view)) return 'permission';
  call.canonical = call.tool.policy === undefined ? undefined : canonicalInput(call.tool.policy, call.input);
  return undefined;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [accessOnly, approvalStage] }) },
});
