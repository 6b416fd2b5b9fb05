// Broken: an approval is remembered under every mode's key, so a tool whose requiresApproval a reload changed skips the new mode's question (breaks TURN-027).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { ApprovalMemory, ApprovalSubject } from '../../reference-impl/turns/approval.js';
import type { Stage } from '../../reference-impl/turns/pipeline.js';
import { approvalStage, approvalSubject } from '../../reference-impl/turns/approval.js';
import { permissionStage } from '../../reference-impl/turns/permission.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

/** Remembers an approval under both remembering modes' keys, whatever the mode that gave it. */
function rememberForEveryMode(memory: ApprovalMemory, subject: ApprovalSubject): void {
  memory.remember({ ...subject, mode: 'once' });
  memory.remember({ ...subject, mode: 'on-risk' });
}

/** The reference's approval, then the approval remembered under every mode's key too. */
const remembersForEveryMode: Stage = (call, env) => {
  const rejected = approvalStage(call, env);
  if (rejected === undefined && call.asked) rememberForEveryMode(env.memory, approvalSubject(call));
  return rejected;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ stages: [permissionStage, remembersForEveryMode] }) },
});
