// Broken: the turn state check reads "aborted" before "ended", so a turn aborted and then ended cancels (and journals) its calls (breaks TURN-028).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ statusAfterEnd: (before) => (before === 'aborted' ? 'aborted' : 'ended') }) },
});
