// Broken: ask_user takes the first reply whoever sent it, for whatever session (breaks TURN-018, TURN-019).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ replyMatches: () => true }) },
});
