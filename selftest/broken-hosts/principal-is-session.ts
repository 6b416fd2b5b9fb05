// Broken: a tool's execution context names the turn's session as its principal, not the sender (breaks TURN-034).
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';
import { turnExecution } from '../../reference-impl/turns/execution-context.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({ execution: (turn, matches) => ({ ...turnExecution(turn, matches), principal: turn.session }) }),
  },
});
