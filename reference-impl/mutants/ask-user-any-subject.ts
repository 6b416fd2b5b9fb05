// Broken: ask_user takes the first reply whoever sent it, for whatever session (breaks TURN-018, TURN-019).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ replyMatches: () => true }) },
});
