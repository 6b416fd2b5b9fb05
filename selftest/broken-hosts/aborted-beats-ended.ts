// Broken: the turn state check reads "aborted" before "ended", so a turn aborted and then ended cancels (and journals) its calls (breaks TURN-028).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ statusAfterEnd: (before) => (before === 'aborted' ? 'aborted' : 'ended') }) },
});
