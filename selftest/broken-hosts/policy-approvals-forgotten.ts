// Broken: an on-risk dedicated-policy tool asks on every call, like a plain plugin tool, instead of once per canonical input (breaks TURN-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { approvalStage } from '../../reference-impl/turns/approval.js';
import { permissionStage } from '../../reference-impl/turns/permission.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

const reference = approvalStage;

/** The approval stage as it would run if the tool had no dedicated policy. */
const forgetful: Stage = (call, env) => {
  const plain = { ...call, tool: { ...call.tool, policy: undefined }, canonical: undefined };
  const rejected = reference(plain, env);
  call.asked = plain.asked;
  return rejected;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, forgetful] }) },
});
