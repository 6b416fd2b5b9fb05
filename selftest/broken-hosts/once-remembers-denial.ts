// Broken: a denied approval is remembered like an approval, so the next call is not asked (breaks TURN-006, TURN-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { approvalStage, approvalSubject } from '../../reference-impl/turns/approval.js';
import { permissionStage } from '../../reference-impl/turns/permission.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

/** A question answered with a denial is remembered as an approval would be. */
const remembersDenials: Stage = (call, env) => {
  const rejected = approvalStage(call, env);
  if (rejected !== undefined && call.asked) env.memory.remember(approvalSubject(call));
  return rejected;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, remembersDenials] }) },
});
